import { ArgumentMetadata, Injectable, PipeTransform } from '@nestjs/common';
import { AppError } from './app-error';
import { findInputProblem } from './input-text';

/**
 * Global, ahead of validation: every @Body(), @Query() and @Param() of every route (those added
 * later too) passes the one text rule before any DTO sees it.
 */
@Injectable()
export class InputTextPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field = metadata.data ?? metadata.type;
    const problem = findInputProblem(value, field);
    if (problem) {
      // Field keys as the validation errors name them: no `body.` prefix.
      const key = problem.path.replace(/^(body|query|param)\.?/, '') || field;
      throw new AppError('VALIDATION_FAILED', problem.message, { [key]: problem.message });
    }
    return value;
  }
}

import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { AppError } from '../../core/http/app-error';
import type { DomainEvents } from '../../core/realtime/domain-events';
import { User } from './entities/user.entity';

export interface NewUser {
  userName: string;
  fullName: string;
  email: string;
  passwordHash: string;
}

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async create(input: NewUser): Promise<User> {
    await this.assertAvailable(input.userName, input.email);
    try {
      return await this.users.save(this.users.create(input));
    } catch (error) {
      // Two signups racing for the same name: the unique index decides, the answer stays a 409.
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === UNIQUE_VIOLATION
      ) {
        await this.assertAvailable(input.userName, input.email);
      }
      throw error;
    }
  }

  private async assertAvailable(userName: string, email: string): Promise<void> {
    const taken = await this.users
      .createQueryBuilder('u')
      .select(['u.userName', 'u.email'])
      .where('lower(u.user_name) = lower(:userName) OR lower(u.email) = lower(:email)', {
        userName,
        email,
      })
      .getMany();
    if (taken.some((u) => u.userName.toLowerCase() === userName.toLowerCase())) {
      throw new AppError('CONFLICT', 'User name is already taken', {
        userName: 'User name is already taken',
      });
    }
    if (taken.length > 0) {
      throw new AppError('CONFLICT', 'Email is already registered', {
        email: 'Email is already registered',
      });
    }
  }

  /** With the password hash, for checking credentials only. */
  findForLogin(userName: string): Promise<User | null> {
    return this.users
      .createQueryBuilder('u')
      .addSelect('u.passwordHash')
      .where('lower(u.user_name) = lower(:userName)', { userName })
      .getOne();
  }

  async getById(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  async getByUserName(userName: string): Promise<User> {
    const user = await this.users
      .createQueryBuilder('u')
      .where('lower(u.user_name) = lower(:userName)', { userName })
      .getOne();
    if (!user) throw new AppError('NOT_FOUND', 'User not found');
    return user;
  }

  /** `isActive` is the online dot: true while the user has a socket open anywhere. */
  @OnEvent('presence.changed', { async: true, promisify: true, suppressErrors: true })
  async onPresenceChanged({ userId, online }: DomainEvents['presence.changed']): Promise<void> {
    await this.users.update({ id: userId }, { isActive: online });
  }
}

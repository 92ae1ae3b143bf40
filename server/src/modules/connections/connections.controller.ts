import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { AuthUser, CurrentUser } from '../../core/http/current-user.decorator';
import { Envelope, ok } from '../../core/http/envelope';
import { ConnectionsService, RelationStatus } from './connections.service';
import { ConnectDto, DisconnectDto, RecipientDto, RequesterDto } from './dto/connection.dto';
import { WriteLimit } from '../../core/http/write-limit';

type StatusEnvelope = Envelope<{ status: RelationStatus }>;

@ApiTags('connections')
@ApiBearerAuth()
@Controller()
export class ConnectionsController {
  constructor(private readonly connections: ConnectionsService) {}

  @WriteLimit('connections', (c) => c.WRITE_LIMIT_CONNECTIONS)
  @Post('connect')
  @ApiOperation({
    summary: 'Send a connection request',
    description:
      '201 with status pending_sent. When the other user already sent me a pending request, it is accepted instead: 200 with status connected.',
  })
  async connect(
    @CurrentUser() me: AuthUser,
    @Body() dto: ConnectDto,
    @Res({ passthrough: true }) res: Response,
  ): Promise<StatusEnvelope> {
    const status = await this.connections.connect(me.userId, dto.connectId);
    if (status === 'connected') {
      res.status(200);
      return ok({ status }, 'Connection accepted');
    }
    return ok({ status }, 'Connection request sent');
  }

  @WriteLimit('connections', (c) => c.WRITE_LIMIT_CONNECTIONS)
  @Post('cancelSentConnection')
  @HttpCode(200)
  async cancel(@CurrentUser() me: AuthUser, @Body() dto: RecipientDto): Promise<StatusEnvelope> {
    await this.connections.cancel(me.userId, dto.recipientId);
    return ok({ status: 'none' }, 'Connection request cancelled');
  }

  @Post('acceptConnection')
  @HttpCode(200)
  async accept(@CurrentUser() me: AuthUser, @Body() dto: RequesterDto): Promise<StatusEnvelope> {
    await this.connections.accept(me.userId, dto.requesterId);
    return ok({ status: 'connected' }, 'Connection accepted');
  }

  @Post('rejectConnection')
  @HttpCode(200)
  async reject(@CurrentUser() me: AuthUser, @Body() dto: RequesterDto): Promise<StatusEnvelope> {
    await this.connections.reject(me.userId, dto.requesterId);
    return ok({ status: 'none' }, 'Connection request rejected');
  }

  @Post('disconnect')
  @HttpCode(200)
  async disconnect(
    @CurrentUser() me: AuthUser,
    @Body() dto: DisconnectDto,
  ): Promise<StatusEnvelope> {
    await this.connections.disconnect(me.userId, dto.disconnectId);
    return ok({ status: 'none' }, 'Disconnected');
  }
}

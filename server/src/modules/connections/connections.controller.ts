import { Body, Controller, HttpCode, Post, Res } from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ApiEnvelope } from '../../core/http/api-envelope';
import { ConnectionChangeDto } from './dto/connection.responses';
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
      'Signed-in users. 201 with status pending_sent; the other user hears connection_request. When ' +
      'the other user already sent the caller a pending request, it is accepted instead: 200 with ' +
      'status connected. 400 for oneself; 404 for a user who does not exist or is hidden from the ' +
      'caller; 409 when already connected or already requested. 429 past the per-user budget.',
  })
  @ApiEnvelope(ConnectionChangeDto, { status: 201, description: 'Connection request sent' })
  @ApiEnvelope(ConnectionChangeDto, {
    description: 'Connection accepted (the other user had asked first)',
  })
  @ApiNotFoundResponse({ description: 'User not found' })
  @ApiConflictResponse({
    description: 'You are already connected, or Connection request already sent.',
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
  @ApiOperation({
    summary: 'Withdraw a connection request I sent',
    description:
      'Signed-in users, their own pending request to `recipientId` only. Answers status none; the ' +
      'recipient hears connection_cancelled. 404 when no such request is pending. 429 past the ' +
      'per-user connection budget.',
  })
  @ApiEnvelope(ConnectionChangeDto, { description: 'Connection request cancelled' })
  @ApiNotFoundResponse({ description: 'No pending request found.' })
  async cancel(@CurrentUser() me: AuthUser, @Body() dto: RecipientDto): Promise<StatusEnvelope> {
    await this.connections.cancel(me.userId, dto.recipientId);
    return ok({ status: 'none' }, 'Connection request cancelled');
  }

  @Post('acceptConnection')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Accept a connection request',
    description:
      'Signed-in users, a request `requesterId` sent them that is still pending. Answers status ' +
      'connected; the requester hears connection_accepted. 404 when no such request is pending.',
  })
  @ApiEnvelope(ConnectionChangeDto, { description: 'Connection accepted' })
  @ApiNotFoundResponse({ description: 'No pending request found.' })
  async accept(@CurrentUser() me: AuthUser, @Body() dto: RequesterDto): Promise<StatusEnvelope> {
    await this.connections.accept(me.userId, dto.requesterId);
    return ok({ status: 'connected' }, 'Connection accepted');
  }

  @Post('rejectConnection')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Reject a connection request',
    description:
      'Signed-in users, a request `requesterId` sent them that is still pending. The request is ' +
      'removed (the pair may try again later); answers status none and the requester hears ' +
      'connection_rejected. 404 when no such request is pending.',
  })
  @ApiEnvelope(ConnectionChangeDto, { description: 'Connection request rejected' })
  @ApiNotFoundResponse({ description: 'No pending request found.' })
  async reject(@CurrentUser() me: AuthUser, @Body() dto: RequesterDto): Promise<StatusEnvelope> {
    await this.connections.reject(me.userId, dto.requesterId);
    return ok({ status: 'none' }, 'Connection request rejected');
  }

  @Post('disconnect')
  @HttpCode(200)
  @ApiOperation({
    summary: 'End a connection',
    description:
      'Signed-in users, with someone they are connected to (`disconnectId`). Answers status none; ' +
      'the other user hears connection_disconnected. 404 when the two are not connected.',
  })
  @ApiEnvelope(ConnectionChangeDto, { description: 'Disconnected' })
  @ApiNotFoundResponse({ description: 'You are not connected.' })
  async disconnect(
    @CurrentUser() me: AuthUser,
    @Body() dto: DisconnectDto,
  ): Promise<StatusEnvelope> {
    await this.connections.disconnect(me.userId, dto.disconnectId);
    return ok({ status: 'none' }, 'Disconnected');
  }
}

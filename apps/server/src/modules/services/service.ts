import { SERVICE_UNIT_LABELS, type CreateServiceInput, type UpdateServiceInput } from '@tsa/shared';
import type { FastifyInstance } from 'fastify';
import type { ServiceRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { deleteService, findService, insertService, isServiceInUse, updateService } from './repository';

async function mustFind(app: FastifyInstance, id: string): Promise<ServiceRow> {
  const row = await findService(app.database.db, id);
  if (!row) throw new AppError('resource/not-found', { message: 'Không tìm thấy dịch vụ' });
  return row;
}

export function createService(app: FastifyInstance, input: CreateServiceInput): Promise<ServiceRow> {
  return insertService(app.database.db, { ...input, unitLabel: input.unitLabel ?? SERVICE_UNIT_LABELS[input.unit] });
}

export async function editService(app: FastifyInstance, id: string, input: UpdateServiceInput): Promise<ServiceRow> {
  await mustFind(app, id);
  return updateService(app.database.db, id, input);
}

/** Removes an unused service; a service some order uses is only deactivated. */
export async function removeService(
  app: FastifyInstance,
  id: string,
): Promise<{ removed: boolean; service: ServiceRow }> {
  const service = await mustFind(app, id);
  if (await isServiceInUse(app.database.db, id)) {
    return { removed: false, service: await updateService(app.database.db, id, { active: false }) };
  }
  await deleteService(app.database.db, id);
  return { removed: true, service };
}

import type { CreateRegulationData, Regulation } from '@tsa/shared';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { presentRegulation } from './presenter';
import {
  findCurrentRegulation,
  findRegulationVersion,
  insertNextRegulationVersion,
  type RegulationView,
} from './repository';

const notFound = () => new AppError('regulations/not-found');

export async function getCurrentRegulation(db: Db): Promise<Regulation> {
  const view = await findCurrentRegulation(db);
  if (!view) throw notFound();
  return presentRegulation(view);
}

export async function getRegulationVersion(db: Db, version: number): Promise<Regulation> {
  const view = await findRegulationVersion(db, version);
  if (!view) throw notFound();
  return presentRegulation(view);
}

/** Each save is a new version; earlier versions stay readable (students accepted them). */
export async function saveRegulation(db: Db, admin: UserRow, input: CreateRegulationData): Promise<Regulation> {
  const row = await db.transaction((tx) =>
    insertNextRegulationVersion(tx, { content: input.content, title: input.title ?? null, createdById: admin.id }),
  );
  const view: RegulationView = { row, author: { id: admin.id, firstName: admin.firstName, lastName: admin.lastName } };
  return presentRegulation(view);
}

import type { FastifyRequest } from 'fastify';
import { AppError } from '../app-error.ts';

export const NO_BOUNDARY_MESSAGE = '上传内容格式不正确（缺少分隔符），请重新选择文件上传';

const MULTIPART = /^\s*multipart\//i;
const BOUNDARY = /;\s*boundary\s*=\s*"?[^\s";]/i;

/**
 * A preValidation hook for every route: a multipart body whose content type names no boundary cannot be read, and the
 * multipart parser throws a plain error for it (a 500); it is the client's bad input, refused as 400.
 */
export const refuseMultipartWithoutBoundary = async (request: FastifyRequest): Promise<void> => {
  const type = request.headers['content-type'];
  if (type !== undefined && MULTIPART.test(type) && !BOUNDARY.test(type)) {
    throw new AppError('badInput', NO_BOUNDARY_MESSAGE, { fields: { file: NO_BOUNDARY_MESSAGE } });
  }
};

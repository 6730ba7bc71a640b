import type { RouteConfig } from '@hono/zod-openapi';
import type { ZodType } from 'zod';
import type { Access, AccessOptions } from '../middleware/require-auth';
import { defineRoute } from './define-route';
import { jsonBody, jsonResponse } from './json-content';
import { type ErrorStatus, errorResponses } from './router';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type SuccessStatus = 200 | 201 | 202;

/** What differs between two JSON operations of one group: the rest (access, tags, JSON content) is the group's. */
export interface JsonOperation<Params, Query, Body, Ok extends ZodType, S extends SuccessStatus, E> {
  summary: string;
  description?: string;
  params?: Params;
  query?: Query;
  /**
   * Parameters the handler reads itself, declared for the document only: an optional header that the typed client
   * need not send (a header schema in `request` would make every call pass `header`). The handler validates it.
   */
  parameters?: RouteConfig['parameters'];
  /** The required JSON body, and its component name in the OpenAPI document. */
  body?: readonly [schema: Body, name?: string];
  /** The success answer: its description, schema and component name. */
  ok: readonly [description: string, schema: Ok, name?: string];
  /** 200 unless told (201 when the operation creates something, 202 when it queues work). */
  status?: S;
  /** The error statuses it can answer, each with the usual error body. */
  errors: readonly E[];
}

/** What a route may take as path params or query: a zod object, or nothing. */
type RouteParameter = NonNullable<RouteConfig['request']>['params'];

/** The declared request; a part the operation does not take is typed `undefined` (and absent at run time). */
interface RequestOf<Params extends RouteParameter, Query extends RouteParameter, Body> {
  params: Params;
  query: Query;
  body: Body extends ZodType ? ReturnType<typeof jsonBody<Body>> : undefined;
}

/**
 * The common shape of a route, declared in a few lines: a JSON operation (path params, query and body in, one
 * JSON answer or the error body out) of a group that shares its access policy and OpenAPI tags. It builds the
 * same `defineRoute` declaration as one written out, so the typed client, validation and the authorisation
 * matrix read it the same way; a route of another shape (a stream, a file, a redirect) uses defineRoute.
 *
 *     const api = jsonRoutes({ access: 'user', tags: ['Área de cliente'] });
 *     const getCampaignRoute = api.get('/api/campaigns/{id}', 'getCampaign', {
 *       summary: 'Detalle de una campaña',
 *       params: CampaignParams,
 *       ok: ['Campaña', CampaignDetailResponse, 'CampaignDetailResponse'],
 *       errors: [401, 403, 404],
 *     });
 */
export function jsonRoutes<const A extends Access>(group: AccessOptions<A> & { tags: string[] }) {
  const { tags, ...access } = group;

  function operation<const M extends Method>(method: M) {
    return <
      const P extends string,
      const Id extends string,
      Ok extends ZodType,
      E extends ErrorStatus,
      S extends SuccessStatus = 200,
      Params extends RouteParameter = undefined,
      Query extends RouteParameter = undefined,
      Body extends ZodType | undefined = undefined,
    >(
      path: P,
      operationId: Id,
      spec: JsonOperation<Params, Query, Body, Ok, S, E>,
    ) => {
      const { summary, description, params, query, body, ok, status, errors, parameters } = spec;
      const request = {
        ...(params ? { params } : {}),
        ...(query ? { query } : {}),
        ...(body?.[0] ? { body: jsonBody(body[0], body[1]) } : {}),
      } as RequestOf<Params, Query, Body>;
      const success = { [status ?? 200]: jsonResponse(ok[0], ok[1], ok[2]) } as {
        [K in S]: ReturnType<typeof jsonResponse<Ok>>;
      };
      return defineRoute(access as AccessOptions<A>, {
        operationId,
        method,
        path,
        tags,
        summary,
        ...(description ? { description } : {}),
        ...(parameters ? { parameters } : {}),
        request,
        responses: { ...success, ...errorResponses(...errors) },
      });
    };
  }

  return {
    get: operation('get'),
    post: operation('post'),
    put: operation('put'),
    patch: operation('patch'),
    delete: operation('delete'),
  };
}

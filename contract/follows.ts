/** Following a company (areas.md): `GET`, `POST` and `DELETE /companies/{uuid}/follow/`, for workers. */
import { z } from "zod";

export const companyFollowSchema = z.object({ followed: z.boolean() });

export type CompanyFollow = z.infer<typeof companyFollowSchema>;

import { Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { Context } from '../../graphql/context';
import { DashboardService } from './dashboard.service';
import { DashboardSummary } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Authorized() @Query(() => DashboardSummary, { description: "KPIs of the caller's tenant" })
  dashboardSummary(@Ctx() { actor }: Context) {
    return this.dashboard.summary(actor!);
  }
}

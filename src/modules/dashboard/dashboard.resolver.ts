import { Authorized, Query, Resolver } from 'type-graphql';
import { type Actor } from '../../auth/actor';
import { CurrentActor } from '../../auth/auth-checker';
import { DashboardService } from './dashboard.service';
import { DashboardSummary } from './dashboard.types';

@Resolver()
export class DashboardResolver {
  constructor(private readonly dashboard: DashboardService) {}

  @Authorized() @Query(() => DashboardSummary, { description: "KPIs of the caller's tenant" })
  dashboardSummary(@CurrentActor() actor: Actor) {
    return this.dashboard.summary(actor);
  }
}

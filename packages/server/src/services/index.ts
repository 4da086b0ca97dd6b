/** Builds every service once, over one database; routes receive them as `Services`. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Database } from '../db/database';
import type { TokenResponse } from '@facet/contract';
import { OAuthStatesRepository } from '../repositories/oauth-states.repository';
import { createStore, type Store } from '../repositories/store';
import { AuthService } from './auth.service';
import { CreditsService } from './credits.service';
import { EventsService } from './events.service';
import { MailService } from './mail.service';
import { createOAuthProviders } from './oauth-providers';
import { OAuthService } from './oauth.service';
import { createReportNotifier } from './slack';
import { SupportService } from './support.service';
import { UsersService } from './users.service';

export interface Services {
  store: Store;
  credits: CreditsService;
  users: UsersService;
  auth: AuthService;
  mail: MailService;
  support: SupportService;
  events: EventsService;
  oauth: OAuthService<TokenResponse>;
}

export interface ServicesOptions {
  config: Readonly<Config>;
  database: Database;
  logger: FastifyBaseLogger;
}

export function createServices({ config, database, logger }: ServicesOptions): Services {
  const store = createStore(database.db);
  const credits = new CreditsService(store);
  const users = new UsersService(store, credits);
  const mail = new MailService(config, logger);
  const auth = new AuthService(store, users, mail, config);
  return {
    store,
    credits,
    users,
    auth,
    mail,
    support: new SupportService(store, createReportNotifier(config.slackWebhookUrl, logger)),
    events: new EventsService(store),
    oauth: new OAuthService(
      createOAuthProviders(config.oauth, config.publicUrl),
      new OAuthStatesRepository(database.db),
      (identity) => auth.signInWithOAuth(identity),
    ),
  };
}

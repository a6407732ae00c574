import type { LoginResult, PublicUser } from '@common/auth';
import type { Blog, BlogSummary } from '@common/blogs';
import type { GeneratedBlog, WriterInfo } from '@common/blog-generation';
import type { Contribution, Session } from '@common/collaborative-sessions';
import type { ErrorBody } from '@common/errors';
import type { InstagramAccount, InstagramPost } from '@common/instagram';
import type { Prompt, PromptSuggestion } from '@common/prompts';
import type { Connection, Platform, Publication } from '@common/publishing';
import { describe, expectTypeOf, it } from 'vitest';
import type { components } from './api-types.gen';

type S = components['schemas'];

describe('generated API types', () => {
  it('agree with the shared contracts', () => {
    expectTypeOf<S['ErrorBody']>().toEqualTypeOf<ErrorBody>();
    expectTypeOf<S['User']>().toEqualTypeOf<PublicUser>();
    expectTypeOf<S['LoginResult']>().toEqualTypeOf<LoginResult>();
    expectTypeOf<S['Blog']>().toEqualTypeOf<Blog>();
    expectTypeOf<S['BlogSummary']>().toEqualTypeOf<BlogSummary>();
    expectTypeOf<S['GeneratedBlog']>().toEqualTypeOf<GeneratedBlog>();
    expectTypeOf<S['Writer']>().toEqualTypeOf<WriterInfo>();
    expectTypeOf<S['InstagramAccount']>().toEqualTypeOf<InstagramAccount>();
    expectTypeOf<S['InstagramPost']>().toEqualTypeOf<InstagramPost>();
    expectTypeOf<S['WritingPrompt']>().toEqualTypeOf<Prompt>();
    expectTypeOf<S['WritingPromptSuggestion']>().toEqualTypeOf<PromptSuggestion>();
    expectTypeOf<S['CollaborativeSession']>().toEqualTypeOf<Session>();
    expectTypeOf<S['Contribution']>().toEqualTypeOf<Contribution>();
    expectTypeOf<S['PublishingPlatform']>().toEqualTypeOf<Platform>();
    expectTypeOf<S['PlatformConnection']>().toEqualTypeOf<Connection>();
    expectTypeOf<S['Publication']>().toEqualTypeOf<Publication>();
  });
});

import { expect } from '@open-wc/testing';
import { map } from 'nanostores';
import { FeaturesController } from '../../../src/core/controllers/features-controller.js';
import { ProjectController } from '../../../src/core/controllers/project-controller.js';
import { DEFAULT_FEATURES } from '../../../src/core/constants.js';
import type { ResolvedFeatures } from '../../../src/core/types/features.js';
import { DEV_PROJECT, RESTRICTED_PROJECT, devApi } from '../../helpers/dev-server.js';

function create({
  projectId = DEV_PROJECT,
  baseUrl,
  origin = location.origin,
}: { projectId?: string; baseUrl?: string; origin?: string } = {}) {
  const store = map<ResolvedFeatures>({ ...DEFAULT_FEATURES });
  const features = new FeaturesController({ store, dapp: { send: true } });
  const errors: unknown[] = [];
  const project = new ProjectController({
    api: devApi({ projectId, ...(baseUrl ? { baseUrl } : {}) }),
    features,
    origin,
    onError: (error) => errors.push(error),
  });
  return { project, features, errors };
}

describe('ProjectController (against the dev server)', () => {
  it('accepts this page for the dev project (http://localhost:* is allowed)', async () => {
    const { project } = create();
    expect(await project.check()).to.deep.equal({ directoryUsable: true });
  });

  it('reports APKT002 when the origin is not in the project list', async () => {
    expect(await create({ projectId: RESTRICTED_PROJECT }).project.check()).to.deep.equal({
      alert: 'APKT002',
      directoryUsable: true,
    });
    expect(await create({ origin: 'https://elsewhere.example' }).project.check()).to.deep.equal({
      alert: 'APKT002',
      directoryUsable: true,
    });
    expect(
      await create({ projectId: RESTRICTED_PROJECT, origin: 'https://dapp.example' }).project.check(),
    ).to.deep.equal({ directoryUsable: true });
  });

  it('reports APKT007 for an unknown project and APKT008 for a missing one, and keeps the directory closed', async () => {
    expect(await create({ projectId: 'no-such-project' }).project.check()).to.deep.equal({
      alert: 'APKT007',
      directoryUsable: false,
    });
    expect(await create({ projectId: '' }).project.check()).to.deep.equal({ alert: 'APKT008', directoryUsable: false });
  });

  it('treats an unreachable server as an empty list: no banner from the origins check', async () => {
    const { project, errors } = create({ baseUrl: 'http://127.0.0.1:9' });
    expect(await project.check()).to.deep.equal({ directoryUsable: true });
    expect(errors).to.have.length(1);
  });

  it("applies the remote config under the dapp's explicit switches, once", async () => {
    const { project, features } = create();
    const first = project.check();
    expect(project.check()).to.equal(first);
    await first;
    expect(features.current).to.deep.equal({ ...DEFAULT_FEATURES, send: true });
  });
});

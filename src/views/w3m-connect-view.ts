import { LitElement, html, nothing } from 'lit';
import { $connectors } from '../core/stores/connectors-store.js';
import { $recentWallets } from '../core/stores/recent-wallets-store.js';
import { $messages } from '../core/messages/messages-store.js';
import { StoreController } from '../core/stores/store-controller.js';
import { getAppControllers } from '../core/app-context.js';
import { groupConnectors, type ConnectorGroupName } from '../core/utils/group-connectors.js';
import type { Connector } from '../core/types/connector.js';
import type { Messages } from '../core/messages/en.js';
import { baseStyles } from '../ui/base.styles.js';
import { defineElement } from '../ui/define-element.js';
import { viewStyles } from './view.styles.js';
import '../ui/wui-list-item.js';

const TAGS: Partial<Record<ConnectorGroupName, keyof Messages>> = { recent: 'recent', injected: 'installed' };

/** The wallet list, ordered by connector type (SPEC §2). */
export class W3mConnectView extends LitElement {
  static override styles = [baseStyles, viewStyles];

  private readonly connectors = new StoreController(this, $connectors);
  private readonly recentWallets = new StoreController(this, $recentWallets);
  private readonly messages = new StoreController(this, $messages);

  override render() {
    const text = this.messages.value;
    const groups = groupConnectors({ connectors: this.connectors.value, recentWallets: this.recentWallets.value });
    if (groups.length === 0) {
      return html`<p class="secondary" data-testid="connect-empty">${text.noWalletsFound}</p>`;
    }
    return html`<div class="column" role="list" data-testid="connect-list">
      ${groups.map(({ group, connectors }) => connectors.map((connector) => this.itemTemplate(connector, group)))}
    </div>`;
  }

  private itemTemplate(connector: Connector, group: ConnectorGroupName) {
    const tag = TAGS[group];
    return html`<wui-list-item
      role="listitem"
      data-testid=${`wallet-${connector.id}`}
      data-group=${group}
      .name=${connector.name}
      .imageSrc=${connector.imageUrl ?? ''}
      .tagLabel=${tag ? (this.messages.value[tag] as string) : ''}
      .tagVariant=${group === 'recent' ? 'neutral' : 'accent'}
      @click=${() => this.handleSelect(connector)}
    >${nothing}</wui-list-item>`;
  }

  private handleSelect(connector: Connector) {
    void getAppControllers()?.connectFlow.connectWallet({ connectorId: connector.id });
  }
}

defineElement('w3m-connect-view', W3mConnectView);
declare global { interface HTMLElementTagNameMap { 'w3m-connect-view': W3mConnectView } }

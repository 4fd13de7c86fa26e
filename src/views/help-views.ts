// The explainer views' chunk (issue 20 part 1): one import() brings WhatIsAWallet and WhatIsANetwork.
import './w3m-what-is-a-wallet-view.js';
import './w3m-what-is-a-network-view.js';

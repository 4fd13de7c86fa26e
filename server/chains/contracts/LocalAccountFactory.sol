// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

import {LibClone} from "solady/utils/LibClone.sol";

interface IInitializableAccount {
    function initialize(address newOwner) external payable;
}

/// Deploys LocalAccount proxies (minimal ERC-1967) at CREATE2 addresses, with the ABI viem's
/// `toSoladySmartAccount` calls. Unlike Solady's factories it refuses a salt that does not start
/// with the owner: with the zero prefix every owner would share (and could claim) one address.
contract LocalAccountFactory {
    address public immutable implementation;

    error SaltDoesNotStartWithOwner();

    constructor(address erc4337) {
        implementation = erc4337;
    }

    /// Deploys the owner's account, or returns it if it exists; any value is forwarded to it.
    function createAccount(address owner, bytes32 salt) external payable returns (address account) {
        if (address(bytes20(salt)) != owner) revert SaltDoesNotStartWithOwner();
        bool alreadyDeployed;
        (alreadyDeployed, account) = LibClone.createDeterministicERC1967(msg.value, implementation, salt);
        if (!alreadyDeployed) IInitializableAccount(account).initialize(owner);
    }

    function getAddress(bytes32 salt) external view returns (address) {
        return LibClone.predictDeterministicAddressERC1967(implementation, salt, address(this));
    }

    function initCodeHash() external view returns (bytes32) {
        return LibClone.initCodeHashERC1967(implementation);
    }
}

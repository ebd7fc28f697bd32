// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// The devnet's stand-in for Farcaster's IdRegistry on OP Mainnet: which fid a custody address owns. The devnet
/// puts its code at the real registry's address on its chain 10, where `verifySignInMessage` looks. Anyone may
/// register a free fid to a custody address that has none (the real registry takes a gateway and a fee).
contract IdRegistryStub {
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;

    event Register(address indexed to, uint256 indexed id);

    function register(address custody, uint256 fid) external {
        require(fid != 0 && custody != address(0), "invalid");
        require(idOf[custody] == 0 && custodyOf[fid] == address(0), "taken");
        idOf[custody] = fid;
        custodyOf[fid] = custody;
        emit Register(custody, fid);
    }
}

/// The devnet's stand-in for Farcaster's KeyRegistry: the keys of an fid, by key bytes. Only the fid's custody
/// address (in the IdRegistry stub) adds keys.
contract KeyRegistryStub {
    struct KeyData {
        uint8 state;
        uint32 keyType;
    }

    IdRegistryStub public immutable idRegistry;
    mapping(uint256 => mapping(bytes32 => KeyData)) private keys;

    constructor(IdRegistryStub registry) {
        idRegistry = registry;
    }

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][keccak256(key)];
    }

    function add(uint256 fid, uint32 keyType, bytes calldata key) external {
        require(idRegistry.custodyOf(fid) == msg.sender, "not custody");
        keys[fid][keccak256(key)] = KeyData(1, keyType);
    }
}

//! ADRS, the 32-byte address that makes every hash call of SLH-DSA distinct (FIPS 205 section 4.2):
//! layer (4 bytes), tree (12), type (4), then three words whose meaning depends on the type.

/// What an address points at; its number is the type word of the address.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AddressType {
    WotsHash = 0,
    WotsPk = 1,
    Tree = 2,
    ForsTree = 3,
    ForsRoots = 4,
    WotsPrf = 5,
    ForsPrf = 6,
}

/// One address, big-endian words as FIPS 205 lays them out.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Address([u8; 32]);

impl Address {
    /// The address of XMSS tree `tree` in hypertree layer `layer`, of type WOTS_HASH (0).
    pub fn tree(layer: u32, tree: u64) -> Address {
        let mut adrs = Address::default();
        adrs.0[..4].copy_from_slice(&layer.to_be_bytes());
        adrs.0[8..16].copy_from_slice(&tree.to_be_bytes());
        adrs
    }

    /// The same layer and tree with another type and the three words after it cleared
    /// (FIPS 205 `setTypeAndClear`).
    pub fn with_type(self, kind: AddressType) -> Address {
        let mut adrs = self;
        adrs.0[16..20].copy_from_slice(&(kind as u32).to_be_bytes());
        adrs.0[20..].fill(0);
        adrs
    }

    /// The WOTS+ key pair (leaf) or FORS key pair this address belongs to.
    pub fn set_key_pair(&mut self, key_pair: u32) {
        self.0[20..24].copy_from_slice(&key_pair.to_be_bytes());
    }

    /// The key pair word, as [`Address::set_key_pair`] set it.
    pub fn key_pair(&self) -> u32 {
        u32::from_be_bytes(self.0[20..24].try_into().expect("4 bytes"))
    }

    /// The chain of a WOTS+ address; the height of a tree node's address (the same word).
    pub fn set_chain(&mut self, chain: u32) {
        self.0[24..28].copy_from_slice(&chain.to_be_bytes());
    }

    /// The step within a WOTS+ chain; the index of a tree node within its level (the same word).
    pub fn set_hash(&mut self, hash: u32) {
        self.0[28..].copy_from_slice(&hash.to_be_bytes());
    }

    /// A tree node's address: its height and its index within that level.
    pub fn set_node(&mut self, height: u32, index: u32) {
        self.set_chain(height);
        self.set_hash(index);
    }

    pub fn bytes(&self) -> &[u8; 32] {
        &self.0
    }
}

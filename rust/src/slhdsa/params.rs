//! The numbers of a FIPS 205 parameter set (Table 2) and every length that follows from them.

/// The Winternitz parameter w = 2^lg_w is 16 in every set (lg_w = 4).
pub(crate) const W: u32 = 16;

/// n, h, d, a and k of one parameter set; lg_w is 4 in all of them, and m follows from the rest.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Params {
    /// Security parameter: the length of every hash value, in bytes.
    pub n: usize,
    /// Height of the hypertree.
    pub h: usize,
    /// Layers of the hypertree.
    pub d: usize,
    /// Height of each FORS tree.
    pub a: usize,
    /// Number of FORS trees.
    pub k: usize,
}

impl Params {
    /// h' = h / d, the height of each XMSS tree.
    pub const fn tree_height(self) -> usize {
        self.h / self.d
    }

    /// len = len1 + len2: WOTS+ chains per key (len1 = 2n message digits, len2 = 3 checksum
    /// digits, for lg_w = 4).
    pub const fn wots_len(self) -> usize {
        2 * self.n + 3
    }

    /// Bytes of the message digest that pick the FORS leaves: ceil(k a / 8).
    pub const fn fors_digest_len(self) -> usize {
        (self.k * self.a).div_ceil(8)
    }

    /// Bytes of the digest that pick the XMSS tree of the bottom layer: ceil((h - h') / 8).
    pub const fn tree_index_len(self) -> usize {
        (self.h - self.tree_height()).div_ceil(8)
    }

    /// Bytes of the digest that pick the leaf of that tree: ceil(h' / 8).
    pub const fn leaf_index_len(self) -> usize {
        self.tree_height().div_ceil(8)
    }

    /// m, the length of H_msg's output.
    pub const fn digest_len(self) -> usize {
        self.fors_digest_len() + self.tree_index_len() + self.leaf_index_len()
    }

    /// A FORS signature: k secret values and k authentication paths of a nodes.
    pub const fn fors_signature_len(self) -> usize {
        self.k * (1 + self.a) * self.n
    }

    /// An XMSS signature: a WOTS+ signature and an authentication path of h' nodes.
    pub const fn xmss_signature_len(self) -> usize {
        (self.wots_len() + self.tree_height()) * self.n
    }

    /// A whole signature: the randomizer R, the FORS signature and d XMSS signatures.
    pub const fn signature_len(self) -> usize {
        self.n + self.fors_signature_len() + self.d * self.xmss_signature_len()
    }
}

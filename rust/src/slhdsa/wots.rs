//! WOTS+ (FIPS 205 section 5): the one-time keys at the leaves of every XMSS tree, made four
//! leaves at a time, and the public key recomputed from a signature.

use super::address::{Address, AddressType};
use super::hasher::{Hasher, LANES};
use super::params::{Params, W};
use zeroize::Zeroize;

/// Most WOTS+ chains of any set (len = 67 for n = 32).
pub(crate) const MAX_CHAINS: usize = 67;

/// The base-16 digits of an n-byte message followed by the three digits of its checksum (FIPS
/// 205 Algorithm 7, steps 1 to 7): how far along each chain the signature stands.
pub(crate) fn message_digits(message: &[u8]) -> [u8; MAX_CHAINS] {
    let mut digits = [0u8; MAX_CHAINS];
    let len1 = 2 * message.len();
    for (pair, byte) in digits.chunks_exact_mut(2).zip(message) {
        pair[0] = byte >> 4;
        pair[1] = byte & 0x0f;
    }
    let checksum: u32 = digits[..len1].iter().map(|&d| W - 1 - u32::from(d)).sum();
    // len2 * lg_w = 12 bits: shifted left by 4, the checksum's digits are the top 12 bits of two
    // bytes.
    let [high, low] = ((checksum << 4) as u16).to_be_bytes();
    digits[len1] = high >> 4;
    digits[len1 + 1] = high & 0x0f;
    digits[len1 + 2] = low >> 4;
    digits
}

/// The leaf whose chains a signature needs: the WOTS+ signature of a message (its
/// [`message_digits`]) under that leaf's key goes into `signature`.
pub(crate) struct Capture<'a> {
    pub leaf: u32,
    pub digits: [u8; MAX_CHAINS],
    pub signature: &'a mut [u8],
}

/// Makes the leaves of one XMSS tree: the compressed WOTS+ public keys of its key pairs.
pub(crate) struct LeafMaker<'a> {
    pub p: Params,
    pub sk_seed: &'a [u8],
    /// The tree's address (layer and tree index).
    pub tree: Address,
    /// Where the signing leaf's chain values go, if a signature is being made.
    pub capture: Option<Capture<'a>>,
    /// The chain tops of four leaves, the input of T_len.
    tops: Box<[[u8; MAX_CHAINS * 32]; LANES]>,
}

impl<'a> LeafMaker<'a> {
    pub fn new(p: Params, sk_seed: &'a [u8], tree: Address, capture: Option<Capture<'a>>) -> Self {
        LeafMaker {
            p,
            sk_seed,
            tree,
            capture,
            tops: Box::new([[0u8; MAX_CHAINS * 32]; LANES]),
        }
    }

    /// The compressed WOTS+ public keys of leaves `first..first + 4` (FIPS 205 Algorithm 6,
    /// four keys in step), into `leaves`. The four keys' chains run side by side, one lane each;
    /// when the capture's leaf is one of them, its chain values at the message's digits are kept
    /// on the way (Algorithm 10 without a second pass over the chains).
    pub fn leaves_x4(&mut self, hasher: &mut Hasher, first: u32, leaves: &mut [[u8; 32]]) {
        let (p, tree) = (self.p, self.tree);
        let n = p.n;
        let captured_lane = self
            .capture
            .as_ref()
            .and_then(|c| c.leaf.checked_sub(first))
            .map(|lane| lane as usize)
            .filter(|&lane| lane < LANES);
        let mut values = [[0u8; 32]; LANES];
        for chain in 0..p.wots_len() {
            let mut addresses = [Address::default(); LANES];
            for (lane, adrs) in addresses.iter_mut().enumerate() {
                let mut prf = tree.with_type(AddressType::WotsPrf);
                prf.set_key_pair(first + lane as u32);
                prf.set_chain(chain as u32);
                hasher.load_with(lane, &prf, self.sk_seed);
                *adrs = tree.with_type(AddressType::WotsHash);
                adrs.set_key_pair(first + lane as u32);
                adrs.set_chain(chain as u32);
            }
            hasher.run(LANES, n);
            for step in 0..W {
                for (lane, value) in values.iter_mut().enumerate() {
                    value[..n].copy_from_slice(hasher.output(lane));
                }
                if let (Some(lane), Some(c)) = (captured_lane, self.capture.as_mut()) {
                    if u32::from(c.digits[chain]) == step {
                        c.signature[chain * n..(chain + 1) * n].copy_from_slice(&values[lane][..n]);
                    }
                }
                if step == W - 1 {
                    break;
                }
                for (lane, adrs) in addresses.iter_mut().enumerate() {
                    adrs.set_hash(step);
                    hasher.load_with(lane, adrs, &values[lane][..n]);
                }
                hasher.run(LANES, n);
            }
            for (top, value) in self.tops.iter_mut().zip(&values) {
                top[chain * n..(chain + 1) * n].copy_from_slice(&value[..n]);
            }
        }
        values.zeroize();
        let message_len = p.wots_len() * n;
        for (lane, top) in self.tops.iter().enumerate() {
            let mut pk = tree.with_type(AddressType::WotsPk);
            pk.set_key_pair(first + lane as u32);
            hasher.load_with(lane, &pk, &top[..message_len]);
        }
        hasher.run(LANES, message_len);
        for (lane, leaf) in leaves.iter_mut().enumerate() {
            leaf[..n].copy_from_slice(hasher.output(lane));
        }
    }
}

impl Drop for LeafMaker<'_> {
    fn drop(&mut self) {
        self.tops.zeroize();
    }
}

/// The compressed WOTS+ public key of leaf `leaf` of the tree at `tree` that `signature` signs
/// `digits` under (FIPS 205 Algorithm 8), into `out`. Each chain runs from the signature's value
/// to the chain's end; chains of about the same remaining length run four side by side.
pub(crate) fn public_key_from_signature(
    p: Params,
    hasher: &mut Hasher,
    signature: &[u8],
    digits: &[u8; MAX_CHAINS],
    tree: Address,
    leaf: u32,
    out: &mut [u8],
) {
    let n = p.n;
    let len = p.wots_len();
    let mut order = [0u8; MAX_CHAINS];
    for (i, slot) in order.iter_mut().enumerate() {
        *slot = i as u8;
    }
    order[..len].sort_unstable_by_key(|&chain| digits[usize::from(chain)]);
    let mut tops = [0u8; MAX_CHAINS * 32];
    let mut adrs = tree.with_type(AddressType::WotsHash);
    adrs.set_key_pair(leaf);
    for group in order[..len].chunks(LANES) {
        let mut values = [[0u8; 32]; LANES];
        let mut starts = [0u32; LANES];
        for (lane, &chain) in group.iter().enumerate() {
            let chain = usize::from(chain);
            values[lane][..n].copy_from_slice(&signature[chain * n..(chain + 1) * n]);
            starts[lane] = u32::from(digits[chain]);
        }
        // Sorted by digit, the group's first chain has the most steps to go.
        for step in starts[0]..W - 1 {
            for (lane, &chain) in group.iter().enumerate() {
                let mut lane_adrs = adrs;
                lane_adrs.set_chain(u32::from(chain));
                lane_adrs.set_hash(step);
                hasher.load_with(lane, &lane_adrs, &values[lane][..n]);
            }
            hasher.run(group.len(), n);
            for (lane, value) in values.iter_mut().enumerate().take(group.len()) {
                if step >= starts[lane] {
                    value[..n].copy_from_slice(hasher.output(lane));
                }
            }
        }
        for (lane, &chain) in group.iter().enumerate() {
            let chain = usize::from(chain);
            tops[chain * n..(chain + 1) * n].copy_from_slice(&values[lane][..n]);
        }
    }
    let mut pk = tree.with_type(AddressType::WotsPk);
    pk.set_key_pair(leaf);
    hasher.load_with(0, &pk, &tops[..len * n]);
    hasher.run(1, len * n);
    out.copy_from_slice(hasher.output(0));
}

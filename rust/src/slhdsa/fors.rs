//! FORS (FIPS 205 section 8): k Merkle trees of 2^a secret leaves, one leaf of each revealed per
//! signature, and the FORS public key (the compressed roots) that the hypertree signs.

use super::address::{Address, AddressType};
use super::hasher::{Hasher, LANES};
use super::merkle::{self, AuthPath};
use super::params::Params;
use zeroize::Zeroize;

/// Most FORS trees of any set (k = 35, the 256f sets).
pub(crate) const MAX_TREES: usize = 35;

/// The leaf index within each of the k trees that an m-byte digest's first bytes pick (FIPS 205
/// `base_2b(md, a, k)`: a bits each, most significant first).
pub(crate) fn leaf_indices(p: Params, md: &[u8]) -> [u32; MAX_TREES] {
    let mut indices = [0u32; MAX_TREES];
    let (mut total, mut bits) = (0u64, 0usize);
    let mut bytes = md.iter();
    for index in indices.iter_mut().take(p.k) {
        while bits < p.a {
            total = (total << 8) | u64::from(*bytes.next().expect("ceil(k a / 8) bytes"));
            bits += 8;
        }
        bits -= p.a;
        *index = ((total >> bits) & ((1 << p.a) - 1)) as u32;
        total &= (1 << bits) - 1;
    }
    indices
}

/// The address of a FORS node: `adrs` (type FORS_TREE, its key pair set) at `height` and the
/// index `index` counted across all k trees' nodes of that height.
fn node_address(adrs: Address, height: u32, index: u32) -> Address {
    let mut node = adrs;
    node.set_node(height, index);
    node
}

/// Signs the leaves `indices` (FIPS 205 Algorithm 16) into `signature` (k times a secret value
/// and its authentication path) and writes the FORS public key, the roots compressed with T_k
/// (Algorithm 17's last steps), into `pk`. `adrs` is of type FORS_TREE with its key pair set.
pub(crate) fn sign(
    p: Params,
    hasher: &mut Hasher,
    sk_seed: &[u8],
    adrs: Address,
    indices: &[u32; MAX_TREES],
    signature: &mut [u8],
    pk: &mut [u8],
) {
    let (n, a) = (p.n, p.a);
    let mut roots = [0u8; MAX_TREES * 32];
    let mut secrets = [[0u8; 32]; LANES];
    let mut prf = adrs.with_type(AddressType::ForsPrf);
    prf.set_key_pair(adrs.key_pair());
    let parts = signature.chunks_exact_mut((1 + a) * n);
    for (tree, (part, &chosen)) in parts.zip(indices).enumerate() {
        let (secret, auth) = part.split_at_mut(n);
        let offset = (tree as u32) << a;
        let make_leaves = |hasher: &mut Hasher, first: u32, leaves: &mut [[u8; 32]]| {
            for lane in 0..LANES {
                hasher.load_with(
                    lane,
                    &node_address(prf, 0, offset + first + lane as u32),
                    sk_seed,
                );
            }
            hasher.run(LANES, n);
            for (lane, value) in secrets.iter_mut().enumerate() {
                value[..n].copy_from_slice(hasher.output(lane));
            }
            if let Some(lane) = chosen
                .checked_sub(first)
                .filter(|&lane| lane < LANES as u32)
            {
                secret.copy_from_slice(&secrets[lane as usize][..n]);
            }
            for (lane, value) in secrets.iter().enumerate() {
                let leaf = node_address(adrs, 0, offset + first + lane as u32);
                hasher.load_with(lane, &leaf, &value[..n]);
            }
            hasher.run(LANES, n);
            for (lane, leaf) in leaves.iter_mut().enumerate() {
                leaf[..n].copy_from_slice(hasher.output(lane));
            }
        };
        merkle::build(
            n,
            hasher,
            a,
            make_leaves,
            |height, index| {
                node_address(adrs, height, ((tree as u32) << (a as u32 - height)) + index)
            },
            Some(AuthPath {
                leaf: chosen,
                out: auth,
            }),
            &mut roots[tree * n..(tree + 1) * n],
        );
    }
    secrets.zeroize();
    compress_roots(p, hasher, adrs, &roots, pk);
}

/// The FORS public key that `signature` gives for `indices` (FIPS 205 Algorithm 17). The k trees
/// are climbed four side by side: every tree has the same height.
pub(crate) fn public_key_from_signature(
    p: Params,
    hasher: &mut Hasher,
    adrs: Address,
    indices: &[u32; MAX_TREES],
    signature: &[u8],
    pk: &mut [u8],
) {
    let (n, a) = (p.n, p.a);
    let part_len = (1 + a) * n;
    let mut roots = [0u8; MAX_TREES * 32];
    for first in (0..p.k).step_by(LANES) {
        let lanes = (p.k - first).min(LANES);
        let mut positions = [0u32; LANES];
        for (lane, position) in positions.iter_mut().enumerate().take(lanes) {
            let tree = first + lane;
            *position = ((tree as u32) << a) + indices[tree];
            let secret = &signature[tree * part_len..tree * part_len + n];
            hasher.load_with(lane, &node_address(adrs, 0, *position), secret);
        }
        hasher.run(lanes, n);
        let mut values = [[0u8; 32]; LANES];
        for (lane, value) in values.iter_mut().enumerate().take(lanes) {
            value[..n].copy_from_slice(hasher.output(lane));
        }
        for level in 0..a {
            for lane in 0..lanes {
                let tree = first + lane;
                let sibling_at = tree * part_len + n + level * n;
                let sibling = &signature[sibling_at..sibling_at + n];
                let parent = positions[lane] >> 1;
                let message = hasher.load(lane, &node_address(adrs, level as u32 + 1, parent));
                let (left, right) = if positions[lane] & 1 == 0 {
                    (&values[lane][..n], sibling)
                } else {
                    (sibling, &values[lane][..n])
                };
                message[..n].copy_from_slice(left);
                message[n..2 * n].copy_from_slice(right);
                positions[lane] = parent;
            }
            hasher.run(lanes, 2 * n);
            for (lane, value) in values.iter_mut().enumerate().take(lanes) {
                value[..n].copy_from_slice(hasher.output(lane));
            }
        }
        for (lane, value) in values.iter().enumerate().take(lanes) {
            let tree = first + lane;
            roots[tree * n..(tree + 1) * n].copy_from_slice(&value[..n]);
        }
    }
    compress_roots(p, hasher, adrs, &roots, pk);
}

/// T_k over the k roots, at the FORS_ROOTS address of `adrs`'s key pair.
fn compress_roots(p: Params, hasher: &mut Hasher, adrs: Address, roots: &[u8], pk: &mut [u8]) {
    let mut roots_adrs = adrs.with_type(AddressType::ForsRoots);
    roots_adrs.set_key_pair(adrs.key_pair());
    let len = p.k * p.n;
    hasher.load_with(0, &roots_adrs, &roots[..len]);
    hasher.run(1, len);
    pk.copy_from_slice(hasher.output(0));
}

//! The Merkle trees of SLH-DSA (the XMSS trees of the hypertree and the FORS trees): built whole,
//! one level at a time with four nodes per hash run, or climbed from one leaf along an
//! authentication path.

use super::address::Address;
use super::hasher::{Hasher, LANES};

/// Where a signer wants the authentication path of one leaf written.
pub(crate) struct AuthPath<'a> {
    pub leaf: u32,
    pub out: &'a mut [u8],
}

/// Builds the tree of `2^height` leaves (height at least 2) and writes its root into `root`.
/// `make_leaves(hasher, first, leaves)` writes leaves `first..first + 4`; `node(height, index)`
/// is the address of a node; with `auth`, the authentication path of its leaf (height nodes of n
/// bytes, the lowest first) is written too.
pub(crate) fn build(
    n: usize,
    hasher: &mut Hasher,
    height: usize,
    mut make_leaves: impl FnMut(&mut Hasher, u32, &mut [[u8; 32]]),
    node: impl Fn(u32, u32) -> Address,
    mut auth: Option<AuthPath>,
    root: &mut [u8],
) {
    let mut nodes = vec![[0u8; 32]; 1 << height];
    for (batch, leaves) in nodes.chunks_exact_mut(LANES).enumerate() {
        make_leaves(hasher, (batch * LANES) as u32, leaves);
    }
    let mut width = nodes.len();
    for level in 0..height {
        if let Some(path) = auth.as_mut() {
            let sibling = ((path.leaf >> level) ^ 1) as usize;
            path.out[level * n..(level + 1) * n].copy_from_slice(&nodes[sibling][..n]);
        }
        width /= 2;
        for first in (0..width).step_by(LANES) {
            let lanes = (width - first).min(LANES);
            for lane in 0..lanes {
                let parent = first + lane;
                let message = hasher.load(lane, &node(level as u32 + 1, parent as u32));
                message[..n].copy_from_slice(&nodes[2 * parent][..n]);
                message[n..2 * n].copy_from_slice(&nodes[2 * parent + 1][..n]);
            }
            hasher.run(lanes, 2 * n);
            for lane in 0..lanes {
                nodes[first + lane][..n].copy_from_slice(hasher.output(lane));
            }
        }
    }
    root.copy_from_slice(&nodes[0][..n]);
}

/// The root of a tree climbed from the leaf at index `index` (of its level 0, counted as
/// `node`'s addresses count it) with value `leaf`, along `auth` (FIPS 205 Algorithm 11 steps 6
/// to 18, and the same climb in Algorithm 17).
pub(crate) fn root_from_path(
    n: usize,
    hasher: &mut Hasher,
    leaf: &[u8],
    mut index: u32,
    auth: &[u8],
    node: impl Fn(u32, u32) -> Address,
    root: &mut [u8],
) {
    let mut value = [0u8; 32];
    value[..n].copy_from_slice(leaf);
    for (level, sibling) in auth.chunks_exact(n).enumerate() {
        let parent = index >> 1;
        let message = hasher.load(0, &node(level as u32 + 1, parent));
        let (left, right) = if index & 1 == 0 {
            (&value[..n], sibling)
        } else {
            (sibling, &value[..n])
        };
        message[..n].copy_from_slice(left);
        message[n..2 * n].copy_from_slice(right);
        hasher.run(1, 2 * n);
        value[..n].copy_from_slice(hasher.output(0));
        index = parent;
    }
    root.copy_from_slice(&value[..n]);
}

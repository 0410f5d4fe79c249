//! SLH-DSA's SHAKE sets computed four hash calls at a time: key generation, signing and
//! verification (FIPS 205 Algorithms 18 to 20) over the hypertree of XMSS trees (sections 6 and
//! 7) and FORS (section 8).
//!
//! Every value a branch or an index depends on is public: the leaf and tree indices and the
//! chain lengths come from H_msg(R, PK.seed, PK.root, M) and from roots that a verifier
//! recomputes from the signature. Those values are declassified for the secret-independence
//! check where they are made. SK.seed and SK.prf only enter the hash functions.

use super::address::{Address, AddressType};
use super::fors::{self, MAX_TREES};
use super::hasher::{self, Hasher};
use super::merkle::{self, AuthPath};
use super::params::Params;
use super::wots::{self, Capture, LeafMaker};
use crate::secret_marks::declassify;

/// Longest m (the 256f sets: 49 bytes).
const MAX_DIGEST: usize = 64;

/// PK.root of the key with these seeds (FIPS 205 Algorithm 18 step 3): the root of the top
/// layer's XMSS tree.
pub(crate) fn public_root(p: Params, sk_seed: &[u8], pk_seed: &[u8], root: &mut [u8]) {
    let mut hasher = Hasher::new(pk_seed);
    let top = Address::tree(p.d as u32 - 1, 0);
    xmss_tree(p, &mut hasher, sk_seed, top, None, root);
}

/// One XMSS tree (FIPS 205 Algorithms 9 and 10): its root into `root` and, with `signing`, the
/// XMSS signature of a message under one leaf (the WOTS+ signature, then the authentication
/// path) into its buffer.
fn xmss_tree(
    p: Params,
    hasher: &mut Hasher,
    sk_seed: &[u8],
    tree: Address,
    signing: Option<(u32, &[u8], &mut [u8])>,
    root: &mut [u8],
) {
    let (capture, auth) = match signing {
        Some((leaf, message, signature)) => {
            let (wots_signature, auth) = signature.split_at_mut(p.wots_len() * p.n);
            let capture = Capture {
                leaf,
                digits: wots::message_digits(message),
                signature: wots_signature,
            };
            (Some(capture), Some(AuthPath { leaf, out: auth }))
        }
        None => (None, None),
    };
    let mut leaves = LeafMaker::new(p, sk_seed, tree, capture);
    merkle::build(
        p.n,
        hasher,
        p.tree_height(),
        |hasher, first, batch| leaves.leaves_x4(hasher, first, batch),
        |height, index| tree_node(tree, height, index),
        auth,
        root,
    );
}

fn tree_node(tree: Address, height: u32, index: u32) -> Address {
    let mut node = tree.with_type(AddressType::Tree);
    node.set_node(height, index);
    node
}

/// The address of the FORS key pair under leaf `leaf` of the bottom tree `tree`.
fn fors_address(tree: u64, leaf: u32) -> Address {
    let mut adrs = Address::tree(0, tree).with_type(AddressType::ForsTree);
    adrs.set_key_pair(leaf);
    adrs
}

/// The tree one layer up from tree `tree`, and the leaf of it whose key signs `tree`'s root.
fn parent(p: Params, tree: u64) -> (u64, u32) {
    let height = p.tree_height();
    (tree >> height, (tree & ((1 << height) - 1)) as u32)
}

/// The FORS leaf indices, the bottom XMSS tree and the leaf in it that the message digest
/// H_msg(R, PK.seed, PK.root, M) picks (FIPS 205 Algorithm 19 steps 6 to 12).
fn pick(
    p: Params,
    randomizer: &[u8],
    pk: &[u8],
    message: &[&[u8]],
) -> ([u32; MAX_TREES], u64, u32) {
    let mut digest = [0u8; MAX_DIGEST];
    let digest = &mut digest[..p.digest_len()];
    hasher::h_msg(randomizer, pk, message, digest);
    let (md, rest) = digest.split_at(p.fors_digest_len());
    let (tree_bytes, leaf_bytes) = rest.split_at(p.tree_index_len());
    let big_endian = |bytes: &[u8]| bytes.iter().fold(0u64, |v, &b| (v << 8) | u64::from(b));
    let tree_bits = p.h - p.tree_height();
    let tree = big_endian(tree_bytes) & (u64::MAX >> (64 - tree_bits));
    let leaf = big_endian(&leaf_bytes[..p.leaf_index_len()]) as u32 & ((1 << p.tree_height()) - 1);
    (fors::leaf_indices(p, md), tree, leaf)
}

/// `slh_sign_internal` (FIPS 205 Algorithm 19) on M' given in pieces, with `opt_rand` (n
/// bytes; PK.seed for deterministic signing). `sk` is SK.seed || SK.prf || PK.seed || PK.root.
pub(crate) fn sign(p: Params, sk: &[u8], message: &[&[u8]], opt_rand: &[u8], signature: &mut [u8]) {
    let n = p.n;
    let (sk_seed, rest) = sk.split_at(n);
    let (sk_prf, pk) = rest.split_at(n);
    let (randomizer, rest) = signature.split_at_mut(n);
    hasher::prf_msg(sk_prf, opt_rand, message, randomizer);
    // R is the signature's first n bytes, and everything below is picked by H_msg of it.
    declassify(&*randomizer);
    let (indices, mut tree, mut leaf) = pick(p, randomizer, pk, message);
    let (fors_signature, hypertree_signature) = rest.split_at_mut(p.fors_signature_len());

    let mut hasher = Hasher::new(&pk[..n]);
    let mut signed = [0u8; 32];
    fors::sign(
        p,
        &mut hasher,
        sk_seed,
        fors_address(tree, leaf),
        &indices,
        fors_signature,
        &mut signed[..n],
    );
    for (layer, xmss_signature) in hypertree_signature
        .chunks_exact_mut(p.xmss_signature_len())
        .enumerate()
    {
        // The FORS public key and each layer's root follow from the signature (Algorithm 20).
        declassify(&signed);
        let adrs = Address::tree(layer as u32, tree);
        let mut root = [0u8; 32];
        let signing = Some((leaf, &signed[..n], &mut *xmss_signature));
        xmss_tree(p, &mut hasher, sk_seed, adrs, signing, &mut root[..n]);
        signed = root;
        (tree, leaf) = parent(p, tree);
    }
}

/// `slh_verify_internal` (FIPS 205 Algorithm 20) on M' given in pieces; the signature's length
/// is the caller's to check.
pub(crate) fn verify(p: Params, pk: &[u8], message: &[&[u8]], signature: &[u8]) -> bool {
    let n = p.n;
    let (randomizer, rest) = signature.split_at(n);
    let (indices, mut tree, mut leaf) = pick(p, randomizer, pk, message);
    let (fors_signature, hypertree_signature) = rest.split_at(p.fors_signature_len());

    let mut hasher = Hasher::new(&pk[..n]);
    let mut node = [0u8; 32];
    fors::public_key_from_signature(
        p,
        &mut hasher,
        fors_address(tree, leaf),
        &indices,
        fors_signature,
        &mut node[..n],
    );
    for (layer, xmss_signature) in hypertree_signature
        .chunks_exact(p.xmss_signature_len())
        .enumerate()
    {
        let adrs = Address::tree(layer as u32, tree);
        let (wots_signature, auth) = xmss_signature.split_at(p.wots_len() * n);
        let digits = wots::message_digits(&node[..n]);
        let mut wots_pk = [0u8; 32];
        wots::public_key_from_signature(
            p,
            &mut hasher,
            wots_signature,
            &digits,
            adrs,
            leaf,
            &mut wots_pk[..n],
        );
        merkle::root_from_path(
            n,
            &mut hasher,
            &wots_pk[..n],
            leaf,
            auth,
            |height, index| tree_node(adrs, height, index),
            &mut node[..n],
        );
        (tree, leaf) = parent(p, tree);
    }
    node[..n] == pk[n..]
}

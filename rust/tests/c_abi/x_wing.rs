//! X-Wing through the C ABI.

use super::*;

/// X-Wing through the C ABI: a round trip through both decapsulations, counted once each
/// (counters 8 to 11: generate, from-seed, encapsulate, decapsulate); null, overlapping and
/// wrong-length buffers refused with nothing written.
#[test]
fn x_wing_round_trip_counters_and_bad_buffers() {
    let counts = || {
        let mut out = [0u64; RUSTPQC_OPERATION_COUNTERS];
        assert_eq!(
            unsafe { ffi_call!(rustpqc_operation_counts(&mut out)) },
            Status::Ok
        );
        out
    };
    let (mut seed, mut pk, mut ct) = ([0u8; 32], vec![0u8; 1216], vec![0u8; 1120]);
    let (mut ss, mut ss2, mut ss3) = ([0u8; 32], [0u8; 32], [0u8; 32]);
    let prepared_len = rustpqc_xwing_prepared_key_len();
    assert!(prepared_len > 1216, "prepared length {prepared_len}");
    let mut prepared = vec![0u8; prepared_len as usize];
    let before = counts();
    unsafe {
        let statuses = [
            ffi_call!(rustpqc_xwing_generate(&mut seed, &mut pk)),
            ffi_call!(rustpqc_xwing_check_public_key(&pk)),
            ffi_call!(rustpqc_xwing_encapsulate(&pk, &mut ct, &mut ss)),
            ffi_call!(rustpqc_xwing_decapsulate(&seed, &ct, &mut ss2)),
            ffi_call!(rustpqc_xwing_prepare_decapsulation_key(
                &seed,
                &mut prepared
            )),
            ffi_call!(rustpqc_xwing_decapsulate_prepared(&prepared, &ct, &mut ss3)),
        ];
        assert_eq!(statuses, [Status::Ok; 6]);
    }
    assert_eq!((ss, ss), (ss2, ss3));
    let after = counts();
    let delta: Vec<u64> = (8..12).map(|i| after[i] - before[i]).collect();
    // Other tests of this binary run in parallel: at least this test's calls are counted.
    assert!(
        delta[0] >= 1 && delta[2] >= 1 && delta[3] >= 2,
        "X-Wing counters moved by {delta:?}"
    );

    unsafe {
        let mut out = [0xaau8; 32];
        assert_eq!(
            ffi_call!(rustpqc_xwing_decapsulate(ptr::null(), 32, &ct, &mut out)),
            Status::NullPointer
        );
        assert_eq!(
            out, [0xaa; 32],
            "a call refused for its arguments writes nothing"
        );
        assert_eq!(
            ffi_call!(rustpqc_xwing_decapsulate(
                &seed,
                ct.as_ptr(),
                1119,
                &mut out
            )),
            Status::BadLength
        );
        assert_eq!(out, [0xaa; 32]);
        // The secret written over the ciphertext it reads.
        let mut buf = vec![0u8; 1120 + 32];
        buf[..1120].copy_from_slice(&ct);
        let base = buf.as_mut_ptr();
        assert_eq!(
            ffi_call!(rustpqc_xwing_decapsulate(
                &seed,
                base,
                1120,
                base.add(1100),
                32
            )),
            Status::OverlappingBuffers
        );
        let mut seed_out = [0xaau8; 32];
        let mut pk_out = vec![0xaau8; 1216];
        assert_eq!(
            ffi_call!(rustpqc_xwing_generate(
                &mut seed_out,
                pk_out.as_mut_ptr(),
                1215
            )),
            Status::BadLength
        );
        assert!(
            seed_out == [0xaa; 32] && filled(&pk_out, 0xaa),
            "a refused length: nothing written"
        );
        // A coefficient of the ML-KEM part at q = 3329.
        let mut bad = pk.clone();
        bad[0] = 0x01;
        bad[1] = (bad[1] & 0xf0) | 0x0d;
        assert_eq!(
            ffi_call!(rustpqc_xwing_check_public_key(&bad)),
            Status::InvalidEncapsulationKey
        );
        let mut ct_out = vec![0xaau8; 1120];
        out = [0xaa; 32];
        assert_eq!(
            ffi_call!(rustpqc_xwing_encapsulate(&bad, &mut ct_out, &mut out)),
            Status::InvalidEncapsulationKey
        );
        assert!(out == [0u8; 32] && filled(&ct_out, 0));
        prepared[7] ^= 1;
        assert_eq!(
            ffi_call!(rustpqc_xwing_decapsulate_prepared(&prepared, &ct, &mut out)),
            Status::InvalidPreparedKey,
            "a prepared key of the other CPU layout"
        );
    }
}

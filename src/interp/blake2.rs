//! BLAKE2b and BLAKE2s, written from RFC 7693, for the modelled `hashlib.blake2b`/`blake2s`.
//! The model builds the parameter block (digest and key lengths, fanout, depth, leaf size,
//! node offset and depth, inner length, salt, personalisation) and checks its arguments with
//! CPython's messages; here is only the hash: the state is the IV xor the parameter block, a
//! key is hashed as a first block of its own, and `last_node` marks the final block as the
//! last node of a tree as well.

/// The message-word schedule of each round (the rounds past ten reuse the first rows).
const SIGMA: [[usize; 16]; 10] = [
    [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
    [14, 10, 4, 8, 9, 15, 13, 6, 1, 12, 0, 2, 11, 7, 5, 3],
    [11, 8, 12, 0, 5, 2, 15, 13, 10, 14, 3, 6, 7, 1, 9, 4],
    [7, 9, 3, 1, 13, 12, 11, 14, 2, 6, 5, 10, 4, 0, 15, 8],
    [9, 0, 5, 7, 2, 4, 10, 15, 14, 1, 11, 12, 6, 8, 3, 13],
    [2, 12, 6, 10, 0, 11, 8, 3, 4, 13, 7, 5, 15, 14, 1, 9],
    [12, 5, 1, 15, 14, 13, 4, 10, 0, 7, 6, 3, 9, 2, 8, 11],
    [13, 11, 7, 14, 12, 1, 3, 9, 5, 0, 15, 4, 8, 6, 2, 10],
    [6, 15, 14, 9, 11, 3, 0, 8, 12, 2, 13, 7, 1, 4, 10, 5],
    [10, 2, 8, 4, 7, 6, 1, 5, 15, 11, 9, 14, 3, 12, 13, 0],
];

/// The (v[a], v[b], v[c], v[d]) columns then diagonals each round mixes.
const LANES: [[usize; 4]; 8] = [
    [0, 4, 8, 12],
    [1, 5, 9, 13],
    [2, 6, 10, 14],
    [3, 7, 11, 15],
    [0, 5, 10, 15],
    [1, 6, 11, 12],
    [2, 7, 8, 13],
    [3, 4, 9, 14],
];

/// One BLAKE2 variant: its word, rounds, IV (SHA-2's) and the G function's rotations.
macro_rules! variant {
    ($name:ident, $word:ty, $rounds:expr, $iv:expr, $rot:expr) => {
        /// The digest of `data` under the parameter block `param` (eight words' worth of
        /// bytes) and `key` (empty for none), cut to the parameter block's digest length.
        pub fn $name(param: &[u8], key: &[u8], last_node: bool, data: &[u8]) -> Vec<u8> {
            const WORD: usize = std::mem::size_of::<$word>();
            const BLOCK: usize = 16 * WORD;
            const IV: [$word; 8] = $iv;
            const ROT: [u32; 4] = $rot;
            let word = |bytes: &[u8]| <$word>::from_le_bytes(bytes.try_into().expect("a word's bytes"));
            let mut h = IV;
            for (i, chunk) in param.chunks(WORD).take(8).enumerate() {
                h[i] ^= word(chunk);
            }
            let mut message = Vec::with_capacity(BLOCK + data.len());
            if !key.is_empty() {
                message.extend_from_slice(key);
                message.resize(BLOCK, 0);
            }
            message.extend_from_slice(data);
            let blocks = message.len().div_ceil(BLOCK).max(1);
            let mut counter: u128 = 0;
            for n in 0..blocks {
                let chunk = &message[n * BLOCK..message.len().min((n + 1) * BLOCK)];
                counter += chunk.len() as u128;
                let mut block = [0u8; BLOCK];
                block[..chunk.len()].copy_from_slice(chunk);
                let m: Vec<$word> = block.chunks(WORD).map(word).collect();
                let last = n + 1 == blocks;
                let mut v = [0 as $word; 16];
                v[..8].copy_from_slice(&h);
                v[8..].copy_from_slice(&IV);
                v[12] ^= counter as $word;
                v[13] ^= (counter >> (8 * WORD)) as $word;
                if last {
                    v[14] = !v[14];
                }
                if last && last_node {
                    v[15] = !v[15];
                }
                for round in 0..$rounds {
                    let s = &SIGMA[round % 10];
                    for (lane, [a, b, c, d]) in LANES.iter().enumerate() {
                        let (x, y) = (m[s[2 * lane]], m[s[2 * lane + 1]]);
                        v[*a] = v[*a].wrapping_add(v[*b]).wrapping_add(x);
                        v[*d] = (v[*d] ^ v[*a]).rotate_right(ROT[0]);
                        v[*c] = v[*c].wrapping_add(v[*d]);
                        v[*b] = (v[*b] ^ v[*c]).rotate_right(ROT[1]);
                        v[*a] = v[*a].wrapping_add(v[*b]).wrapping_add(y);
                        v[*d] = (v[*d] ^ v[*a]).rotate_right(ROT[2]);
                        v[*c] = v[*c].wrapping_add(v[*d]);
                        v[*b] = (v[*b] ^ v[*c]).rotate_right(ROT[3]);
                    }
                }
                for i in 0..8 {
                    h[i] ^= v[i] ^ v[i + 8];
                }
            }
            let mut out: Vec<u8> = h.iter().flat_map(|w| w.to_le_bytes()).collect();
            out.truncate(usize::from(param[0]));
            out
        }
    };
}

variant!(
    blake2b,
    u64,
    12,
    [
        0x6a09e667f3bcc908,
        0xbb67ae8584caa73b,
        0x3c6ef372fe94f82b,
        0xa54ff53a5f1d36f1,
        0x510e527fade682d1,
        0x9b05688c2b3e6c1f,
        0x1f83d9abfb41bd6b,
        0x5be0cd19137e2179
    ],
    [32, 24, 16, 63]
);

variant!(
    blake2s,
    u32,
    10,
    [0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19],
    [16, 12, 8, 7]
);

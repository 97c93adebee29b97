"""Basic DNA utilities: GC content, reverse complement, codon translation, motif search."""
import re
from collections import Counter
from itertools import product

COMPLEMENT = str.maketrans("ACGTacgt", "TGCAtgca")
BASES = "TCAG"
AMINO = "FFLLSSSSYY**CC*WLLLLPPPPHHQQRRRRIIIMTTTTNNKKSSRRVVVVAAAADDEEGGGG"
CODON_TABLE = {"".join(c): a for c, a in zip(product(BASES, repeat=3), AMINO)}


def gc_content(seq: str) -> float:
    counts = Counter(seq.upper())
    return (counts["G"] + counts["C"]) / len(seq) if seq else 0.0


def reverse_complement(seq: str) -> str:
    return seq.translate(COMPLEMENT)[::-1]


def translate(seq: str, frame: int = 0) -> str:
    seq = seq.upper()
    protein = []
    for i in range(frame, len(seq) - 2, 3):
        aa = CODON_TABLE.get(seq[i:i + 3], "X")
        if aa == "*":
            break
        protein.append(aa)
    return "".join(protein)


def find_orfs(seq: str, min_len: int = 4):
    for strand, s in (("+", seq), ("-", reverse_complement(seq))):
        for m in re.finditer(r"(?=(ATG(?:[ACGT]{3})*?(?:TAA|TAG|TGA)))", s):
            orf = m.group(1)
            if len(orf) // 3 - 1 >= min_len:
                yield strand, m.start(), translate(orf)


def chunks(seq, size=10):
    return " ".join(seq[i:i + size] for i in range(0, len(seq), size))


def main():
    seq = "GGCATGGCTTCGAAGCTGATGCCCTAAGTTAGCATGTTTGGAACCTAAACGCTTAGGCATCAT"
    print("sequence:", chunks(seq))
    print(f"length {len(seq)}, GC {gc_content(seq):.1%}")
    print("revcomp: ", chunks(reverse_complement(seq)))
    for frame in range(3):
        print(f"frame {frame}: {translate(seq, frame)}")
    for strand, pos, protein in find_orfs(seq):
        print(f"ORF {strand}{pos:>3}: {protein} ({len(protein)} aa)")
    kmers = Counter(seq[i:i + 3] for i in range(len(seq) - 2))
    print("top 3-mers:", kmers.most_common(3))
    print(len(CODON_TABLE), CODON_TABLE["ATG"], sorted(set(AMINO))[:5])


if __name__ == "__main__":
    main()

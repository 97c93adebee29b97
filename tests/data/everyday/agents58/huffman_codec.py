"""Build a Huffman code for a message, encode it, decode it back and report the savings."""
import heapq
from collections import Counter
from dataclasses import dataclass, field
from typing import Optional


@dataclass(order=True)
class Node:
    weight: int
    order: int
    symbol: Optional[str] = field(default=None, compare=False)
    left: Optional["Node"] = field(default=None, compare=False)
    right: Optional["Node"] = field(default=None, compare=False)

    @property
    def is_leaf(self) -> bool:
        return self.symbol is not None


def build_tree(text: str) -> Node:
    counts = Counter(text)
    heap = [Node(w, i, s) for i, (s, w) in enumerate(sorted(counts.items()))]
    heapq.heapify(heap)
    order = len(heap)
    while len(heap) > 1:
        a = heapq.heappop(heap)
        b = heapq.heappop(heap)
        heapq.heappush(heap, Node(a.weight + b.weight, order, None, a, b))
        order += 1
    return heap[0]


def assign_codes(node: Node, prefix: str = "", table=None) -> dict:
    if table is None:
        table = {}
    if node.is_leaf:
        table[node.symbol] = prefix or "0"
        return table
    assign_codes(node.left, prefix + "0", table)
    assign_codes(node.right, prefix + "1", table)
    return table


def encode(text: str, codes: dict) -> str:
    return "".join(codes[ch] for ch in text)


def decode(bits: str, root: Node) -> str:
    out = []
    node = root
    for bit in bits:
        node = node.left if bit == "0" else node.right
        if node.is_leaf:
            out.append(node.symbol)
            node = root
    return "".join(out)


def main():
    message = "abracadabra alakazam banana bandana"
    root = build_tree(message)
    codes = assign_codes(root)
    print(f"{'sym':>4} {'freq':>4}  code")
    freq = Counter(message)
    for sym, code in sorted(codes.items(), key=lambda kv: (len(kv[1]), kv[0])):
        shown = repr(sym) if sym == " " else sym
        print(f"{shown:>4} {freq[sym]:>4}  {code}")
    bits = encode(message, codes)
    print("encoded:", bits[:48] + ("..." if len(bits) > 48 else ""))
    original = len(message) * 8
    print(f"bits: {len(bits)} vs {original} ({len(bits) / original:.1%} of ASCII)")
    avg = sum(freq[s] * len(c) for s, c in codes.items()) / len(message)
    print(f"average code length: {avg:.3f} bits/symbol")
    restored = decode(bits, root)
    assert restored == message, "round trip failed"
    print("round trip ok:", restored == message)


if __name__ == "__main__":
    main()

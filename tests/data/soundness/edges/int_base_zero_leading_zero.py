# Base 0 refuses a leading zero before other digits ("010"), but accepts "00".
# expect: failed
# inputs: (0,), (1,), (2,), (3,)
def main(k: int) -> int:
    texts = ["10", "0", "010", "00"]
    return int(texts[k % 4], 0)

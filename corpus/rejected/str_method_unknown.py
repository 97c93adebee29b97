# rejects: str method outside the subset (encode: there are no bytes values)
import clauz3


def main() -> int:
    name = "ada lovelace"
    return len(name.encode())

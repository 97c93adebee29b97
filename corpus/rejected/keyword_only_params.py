# rejects: keyword-only parameter (bare * in the signature)
import clauz3


def fee(amount: int, *, rate: int = 2) -> int:
    return amount * rate // 100


def main() -> int:
    return fee(5000, rate=3)

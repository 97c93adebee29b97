# rejects: **kwargs parameter
import clauz3


def describe(name: str, **extra: int) -> str:
    return name


def main() -> str:
    return describe("bolt", qty=3)

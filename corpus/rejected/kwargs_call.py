# rejects: double-star keyword call f(**kw)
import clauz3


def label(name: str, qty: int) -> str:
    return f"{name} x{qty}"


def main() -> str:
    fields = {"name": "bolt", "qty": 4}
    return label(**fields)

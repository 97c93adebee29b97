# rejects: non-constant parameter default
import clauz3


def pad(label: str, width: int = len("quantity")) -> str:
    return label


def main() -> str:
    return pad("qty", 8)

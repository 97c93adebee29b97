# rejects: isinstance() (builtin outside the allowlist)
import clauz3


def main() -> int:
    value = 42
    if isinstance(value, int):
        return value
    return 0

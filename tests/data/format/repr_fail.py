"""A plain string's repr is refuted exactly."""


def main(s: str) -> None:
    if len(s) == 2 and "a" <= s[0] <= "z" and "a" <= s[1] <= "z":
        assert f"{s!r}" != "'ok'"

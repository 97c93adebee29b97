"""Facts about a text's length alone are facts about integers: texts of every length up to
sys.maxsize exist, however long the only ones that reach a branch are."""


def main(a: int, s: str) -> None:
    if min(a, len(s)) > 50:
        assert len(s) > 50 and a > 50
    if a == -9223372036854775804 and a + len(s) > -6:
        # Only a text of more than 9.2e18 characters gets here.
        assert len(s) > 9223372036854775797

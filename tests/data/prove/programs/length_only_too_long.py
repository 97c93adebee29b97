"""Only a text of more than 9.2e18 characters fails the assertion: no counterexample can hold
it, so the program is not proved and not refuted either."""


def main(a: int, s: str) -> None:
    if a == -9223372036854775804 and a + len(s) > -6:
        assert len(s) < 100

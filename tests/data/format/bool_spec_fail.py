"""Under a spec, a bool formats as the int it is."""


def main(b: bool) -> None:
    if b:
        assert f"{b:>5}" == " True"

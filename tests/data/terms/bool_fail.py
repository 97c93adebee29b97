def main(flag: bool) -> None:
    assert int(flag) + float(flag) < 2.0

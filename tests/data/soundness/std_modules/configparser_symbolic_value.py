# A symbolic value stored through `read_dict`: interpolation's check of it is not modelled on
# terms, so the prover skips naming it rather than proving.
# expect: skipped
# inputs: (0,), (1,), (5,), (-3,)
import configparser


def main(n: int) -> int:
    if not -1000 < n < 1000:
        return 0
    cp = configparser.ConfigParser()
    cp.read_dict({"s": {"port": n}})
    port = cp.getint("s", "port")
    assert port == n
    return port

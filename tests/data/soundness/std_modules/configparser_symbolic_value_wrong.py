# The same round trip with an assertion that fails at n = 7: refuted despite the model.
# expect: failed
# inputs: (0,), (1,), (7,), (-3,)
import configparser


def main(n: int) -> int:
    if not -1000 < n < 1000:
        return 0
    cp = configparser.ConfigParser()
    cp.read_dict({"s": {"port": n}})
    port = cp.getint("s", "port")
    assert port != n + 0 or n != 7
    return port

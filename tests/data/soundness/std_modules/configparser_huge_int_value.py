# `read_dict` stores str(n): past 4300 digits CPython's conversion raises ValueError.
# expect: failed
# inputs: (0,), (1,), (-3,), (10**4400,)
import configparser


def main(n: int) -> int:
    cp = configparser.ConfigParser()
    cp.read_dict({"s": {"port": n}})
    port = cp.getint("s", "port")
    assert port == n
    return port

# The port read from INI text is 8080, so the assertion fails for n <= 0.
# expect: failed
# inputs: (0,), (1,), (5,), (-3,)
import configparser


def main(n: int) -> int:
    cp = configparser.ConfigParser()
    cp.read_string("[s]\nport = 8080\n")
    port = cp.getint("s", "port")
    assert port + n > 8080
    return port

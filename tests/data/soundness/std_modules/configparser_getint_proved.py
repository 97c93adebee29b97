# A value read from INI text is a known int: the proof goes through the model's parser.
# expect: proved
# inputs: (0,), (1,), (5,), (-3,)
import configparser


def main(n: int) -> int:
    cp = configparser.ConfigParser()
    cp.read_string("[s]\nport = 8080\n")
    port = cp.getint("s", "port")
    assert port + n > n
    return port

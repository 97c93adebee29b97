"""Print a table of physical constants in every numeric format an engineer might want."""
import math

CONSTANTS = [
    ("speed of light", "c", 299_792_458, "m/s"),
    ("Planck constant", "h", 6.62607015e-34, "J s"),
    ("elementary charge", "e", 1.602176634e-19, "C"),
    ("Avogadro constant", "N_A", 6.02214076e23, "1/mol"),
    ("Boltzmann constant", "k", 1.380649e-23, "J/K"),
    ("gravitational accel.", "g", 9.80665, "m/s^2"),
    ("fine-structure", "alpha", 0.0072973525693, ""),
    ("absolute zero", "T0", -273.15, "degC"),
]


def engineering(x):
    if x == 0:
        return "0"
    exp = int(math.floor(math.log10(abs(x)) / 3) * 3)
    return f"{x / 10**exp:.4g}e{exp:+d}"


def main():
    print(f"{'name':<22}|{'sym':^7}|{'value':>14}|{'sci':>12}|{'eng':>12}| unit")
    print("-" * 22 + "+" + "-" * 7 + "+" + "-" * 14 + "+" + "-" * 12 + "+" + "-" * 12 + "+-----")
    for name, sym, value, unit in CONSTANTS:
        print(f"{name:<22}|{sym:^7}|{value:>14.6g}|{value:>12.3e}|{engineering(value):>12}| {unit}")
    c = CONSTANTS[0][2]
    print()
    print("c with separators: {:,} / {:_} / {:,.1f}".format(c, c, c))
    print("c zero-padded sci: {:08.3e} | {:+012.4E}".format(c, c))
    print("c in hex/oct/bin: {0:#x} {0:#o} {0:#b}".format(c))
    print("c in HEX padded: {:#012X}".format(c))
    print("alpha as percent: {:.4%}  and 1/alpha = {:.3f}".format(0.0072973525693, 1 / 0.0072973525693))
    print("g general: {:g} {:G} {:.2g} {:10.3}|".format(9.80665, 6.02214076e23, 9.80665, 9.80665))
    print("centered: [{:^20}] [{:*^20}] [{:=>+10}]".format("kelvin", "zero", -273))
    print("sign space: [{: d}] [{: d}] [{:+.1f}]".format(42, -42, 0.0))
    print("repr vs str: {!r} {!s} {!a}".format("Ångström", 1e-10, "Å"))
    print("nested width: [{:>{w}.{p}f}]".format(math.pi, w=12, p=5))
    print("nan/inf: {:f} {:e} {:>6} {:<6}|".format(math.inf, -math.inf, math.nan, float("inf")))
    print("large int: {:,d} {:e}".format(10**21, 10**21))
    print("tiny: {:.3g} {:.3f} {:.0e}".format(1.380649e-23, 1.380649e-23, 1.380649e-23))
    ratio = CONSTANTS[3][2] * CONSTANTS[4][2]
    print(f"R = N_A * k = {ratio:.6f} J/(mol K) = {ratio!r}")
    print(f"{'=' * 10:>{20}}")
    print(f"{1e16:.0f} {1e16} {12345678901234567890.0} {0.1 + 0.2} {2.5e-5}")
    return f"{ratio:.4f}"


if __name__ == "__main__":
    main()

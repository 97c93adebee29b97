//! The `random` module (issue 29): a seeded generator draws exactly CPython 3.11's numbers
//! (MT19937 and its seeding from ints, floats and strs; every function built on it, with
//! CPython's errors), through `random.Random(seed)` and through the module's own functions;
//! an unseeded generator seeds from the operating system, and the prover skips it rather than
//! guess.

mod cpython_common;

use clauz3::{prove, Conclusion, Program, ProveOptions};

/// Seeds every comparison runs under: ints of one and several 32-bit words, a negative int,
/// strs (ASCII, empty, beyond ASCII), a float, a bool.
const SEEDS: &[&str] = &["0", "1", "42", "2**40", "-7", "'hello'", "''", "'héllo €𝄞'", "3.5", "True", "2**100 + 3"];

/// Expressions over a generator `r`, each after a fresh `r.seed(...)`.
const DRAWS: &[&str] = &[
    "r.random()",
    "[r.random() for _ in range(700)][-3:]",
    "r.getrandbits(0)",
    "r.getrandbits(1)",
    "r.getrandbits(32)",
    "r.getrandbits(33)",
    "r.getrandbits(100)",
    "r.getrandbits(-1)",
    "r.randrange(10)",
    "r.randrange(0)",
    "r.randrange(-3)",
    "r.randrange(3, 10)",
    "r.randrange(10, 3)",
    "r.randrange(3, 50, 7)",
    "r.randrange(50, 3, -7)",
    "r.randrange(3, 10, 0)",
    "r.randrange(10, step=2)",
    "r.randrange(10.0)",
    "r.randrange(10.5)",
    "r.randrange(2, 10.5)",
    "r.randrange(2, 10, 1.5)",
    "r.randrange(2**70)",
    "[r.randint(0, 4) for _ in range(30)]",
    "r.choice('abc')",
    "r.choice([])",
    "r.choice(range(1000))",
    "r.sample(range(100), 5)",
    "r.sample(range(10), 10)",
    "r.sample(range(10), 11)",
    "r.sample(range(1000), 30)",
    "r.sample(list('abcdef'), 3)",
    "r.sample({1, 2}, 1)",
    "r.sample(['a', 'b'], 5, counts=[3, 4])",
    "r.sample(['a', 'b'], 2, counts=[0, 0])",
    "r.sample(['a', 'b'], 2, counts=[1])",
    "r.choices('abc', k=10)",
    "r.choices('abc', [1, 2, 3], k=10)",
    "r.choices('abc', cum_weights=[1, 2, 3], k=10)",
    "r.choices('abc', 5)",
    "r.choices('abc', [1, 2], k=2)",
    "r.choices('abc', [0, 0, 0])",
    "r.choices('abc', [1, 2, 3], cum_weights=[1, 2, 3])",
    "r.choices('abc', [1, 2, float('inf')])",
    "r.uniform(1, 2)",
    "r.uniform(5, -5)",
    "r.triangular()",
    "r.triangular(1, 3, 1.5)",
    "r.triangular(2, 2)",
    "r.triangular(2, 2, 2)",
    "[r.gauss() for _ in range(5)]",
    "r.gauss(10, 2)",
    "[r.normalvariate(0, 1) for _ in range(5)]",
    "r.lognormvariate(0, 1)",
    "r.expovariate(1.5)",
    "[r.vonmisesvariate(1.0, k) for k in (0.0, 0.5, 4.0)]",
    "[r.gammavariate(a, 2.0) for a in (0.5, 1.0, 3.0)]",
    "r.gammavariate(0, 1)",
    "r.betavariate(2, 3)",
    "r.paretovariate(2)",
    "r.weibullvariate(1, 2)",
];

/// A program whose `main()` returns, for each seed, the outcome of every draw: from a
/// `Random` instance, or (`module`) from the module's functions.
fn draws_program(module: bool) -> String {
    let (generator, reseed) = if module { ("", "random.seed") } else { ("    r = random.Random(0)\n", "r.seed") };
    let mut src = format!("import random\n\n\ndef main():\n{generator}    out = []\n");
    for seed in SEEDS {
        for draw in DRAWS {
            let draw = if module { draw.replace("r.", "random.") } else { (*draw).to_owned() };
            src.push_str(&format!(
                "    {reseed}({seed})\n    try:\n        out.append({draw})\n    except (TypeError, ValueError, IndexError, ZeroDivisionError) as err:\n        out.append(type(err).__name__ + ': ' + str(err))\n"
            ));
        }
    }
    src.push_str("    return out\n");
    src
}

#[test]
fn seeded_instances_draw_as_cpython() {
    cpython_common::same_as_cpython(&draws_program(false));
}

#[test]
fn module_functions_draw_as_cpython() {
    cpython_common::same_as_cpython(&draws_program(true));
}

#[test]
fn generators_keep_their_own_state_and_reseed() {
    let sources = [
        // Two instances of one seed agree; the module's hidden generator is a third.
        "import random\n\n\ndef main():\n    a = random.Random(7)\n    b = random.Random(7)\n    random.seed(7)\n    return [a.random(), a.random(), b.random(), random.random(), b.random()]\n",
        // `seed` starts over, and drops the cached second `gauss` value.
        "import random\n\n\ndef main():\n    r = random.Random(3)\n    first = [r.gauss(), r.random()]\n    r.seed(3)\n    g = r.gauss()\n    r.seed(3)\n    return first, g, r.gauss(), r.gauss(), r.gauss()\n",
        // A state taken and put back repeats the draws, the cached gauss value too.
        "import random\n\n\ndef main():\n    r = random.Random(5)\n    r.gauss()\n    s = r.getstate()\n    xs = [r.gauss(), r.random()]\n    r.setstate(s)\n    return xs == [r.gauss(), r.random()], s[0], len(s[1])\n",
        // Shuffling in place, a list of a class's instances included.
        "import random\n\n\nclass Card:\n    def __init__(self, n):\n        self.n = n\n\n\ndef main():\n    r = random.Random(11)\n    deck = [Card(n) for n in range(10)]\n    r.shuffle(deck)\n    xs = list('abcdefgh')\n    random.seed(2)\n    random.shuffle(xs)\n    return [c.n for c in deck], xs\n",
        // The version-1 str seed, and seeds of other types.
        "import random\n\n\ndef main():\n    r = random.Random('abc')\n    r.seed('abc', version=1)\n    out = [r.random()]\n    try:\n        r.seed([1])\n    except TypeError as e:\n        out.append(str(e))\n    return out\n",
        // A simulation drawing many numbers.
        "import random\n\n\ndef main():\n    r = random.Random(2024)\n    total = 0.0\n    for _ in range(5000):\n        total += r.random()\n    return round(total, 6), r.randint(1, 10**30)\n",
        "from random import Random, randint, seed\n\n\ndef main():\n    seed(9)\n    return randint(1, 100), Random(9).randint(1, 100)\n",
    ];
    let sources: Vec<String> = sources.iter().map(|s| (*s).to_owned()).collect();
    cpython_common::same_as_cpython_each(&sources);
}

#[test]
fn an_unseeded_generator_draws_from_the_os_and_is_never_proved() {
    // Two unseeded generators (and the module's, never seeded) draw in range and differ.
    let source = "import random\n\n\ndef main():\n    a, b = random.Random(), random.Random()\n    x = random.random()\n    return 0 <= x < 1, 1 <= random.randint(1, 6) <= 6, a.getrandbits(64) != b.getrandbits(64)\n";
    assert_eq!(cpython_common::clauz3(source), "(True, True, True)");
    let seeded_later = "import random\n\n\ndef main():\n    r = random.Random()\n    r.seed(4)\n    random.seed(4)\n    return r.random() == random.random() == random.Random(4).random()\n";
    assert_eq!(cpython_common::clauz3(seeded_later), "True");
    // The prover skips what it cannot know, even a claim true of every draw.
    let claim =
        "import random\n\n\ndef main() -> int:\n    x = random.randint(1, 6)\n    assert 1 <= x <= 6\n    return x\n";
    let program = Program::from_source("unseeded.py", claim, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
    assert!(r.line.contains("unseeded `random` generator"), "{}", r.line);
    assert!(r.line.contains("at line 5: random.randint(1, 6)"), "{}", r.line);
}

const DICE: &str = r#"import random


def main(n: int) -> int:
    rng = random.Random(42)
    rolls = [rng.randint(1, 6) for _ in range(3)]
    assert rolls == [6, 1, 1]
    if n > 0:
        return n + rolls[0]
    return rolls[1]
"#;

#[test]
fn a_seeded_generator_is_concrete_in_the_prover() {
    let program = Program::from_source("dice.py", DICE, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Proved, "{}", r.line);
    let wrong = DICE.replace("[6, 1, 1]", "[6, 1, 2]");
    let program = Program::from_source("dice.py", &wrong, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_eq!(r.conclusion, Conclusion::Failed, "{}", r.line);
}

#[test]
fn a_generator_seeded_by_an_input_is_never_proved_by_guess() {
    // Seed 7 rolls a 3 first: the prover must not claim no seed does.
    let source = "import random\n\n\ndef main(n: int) -> int:\n    x = random.Random(n).randint(1, 6)\n    assert x != 3\n    return x\n";
    let program = Program::from_source("seeded_by_input.py", source, &[]).unwrap_or_else(|e| panic!("{}", e.text));
    let r = prove(&program, &ProveOptions::default());
    assert_ne!(r.conclusion, Conclusion::Proved, "{}", r.line);
}

// djed-make-sounds DIR: synthesises the app's sound effects as small WAV
// files (16-bit mono, 22050 Hz) at build time, so the sounds are the
// project's own and no recording is kept in the repository.
//   move.wav     a piece set down: a short wooden knock
//   capture.wav  a piece taken or pushed into the Nile: a low thud and a splash
//   dice.wav     dice thrown: a few knocks, quickly one after the other
//   end.wav      the game is over: three rising tones
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <random>
#include <utility>
#include <string>
#include <vector>

namespace {

constexpr int kRate = 22050;
constexpr double kPi = 3.14159265358979323846;

using Samples = std::vector<double>;

Samples silence(double seconds) { return Samples(static_cast<std::size_t>(seconds * kRate), 0.0); }

// A knock: a decaying tone with a burst of noise at its start.
void knock(Samples& out, double at, double frequency, double length, double loudness, std::mt19937& rng) {
  std::uniform_real_distribution<double> noise(-1.0, 1.0);
  const auto start = static_cast<std::size_t>(at * kRate);
  const auto n = static_cast<std::size_t>(length * kRate);
  for (std::size_t i = 0; i < n && start + i < out.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    const double tone = std::sin(2 * kPi * frequency * t) * std::exp(-t * 40);
    const double burst = noise(rng) * std::exp(-t * 250);
    out[start + i] += loudness * (0.7 * tone + 0.5 * burst);
  }
}

void tone(Samples& out, double at, double frequency, double length, double loudness) {
  const auto start = static_cast<std::size_t>(at * kRate);
  const auto n = static_cast<std::size_t>(length * kRate);
  for (std::size_t i = 0; i < n && start + i < out.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    const double attack = std::min(1.0, t * 200);
    const double wave = std::sin(2 * kPi * frequency * t) + 0.3 * std::sin(4 * kPi * frequency * t);
    out[start + i] += loudness * attack * wave * std::exp(-t * 5);
  }
}

void splash(Samples& out, double at, double length, double loudness, std::mt19937& rng) {
  std::uniform_real_distribution<double> noise(-1.0, 1.0);
  const auto start = static_cast<std::size_t>(at * kRate);
  const auto n = static_cast<std::size_t>(length * kRate);
  double low = 0;
  for (std::size_t i = 0; i < n && start + i < out.size(); ++i) {
    const double t = static_cast<double>(i) / kRate;
    low += 0.2 * (noise(rng) - low);  // softened noise: water, not hiss
    out[start + i] += loudness * low * std::min(1.0, t * 60) * std::exp(-t * 9);
  }
}

bool write_wav(const std::string& path, const Samples& samples) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (!f) return false;
  const auto put32 = [&](std::uint32_t v) { std::fwrite(&v, 4, 1, f); };
  const auto put16 = [&](std::uint16_t v) { std::fwrite(&v, 2, 1, f); };
  const auto data = static_cast<std::uint32_t>(samples.size() * 2);
  std::fwrite("RIFF", 1, 4, f);
  put32(36 + data);
  std::fwrite("WAVEfmt ", 1, 8, f);
  put32(16);
  put16(1);  // PCM
  put16(1);  // mono
  put32(kRate);
  put32(kRate * 2);
  put16(2);
  put16(16);
  std::fwrite("data", 1, 4, f);
  put32(data);
  for (double s : samples) {
    const auto v = static_cast<std::int16_t>(std::lround(std::max(-1.0, std::min(1.0, s)) * 30000));
    put16(static_cast<std::uint16_t>(v));
  }
  return std::fclose(f) == 0;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: djed-make-sounds DIR\n");
    return 2;
  }
  const std::string dir = argv[1];
  std::mt19937 rng(2026);
  Samples move = silence(0.12);
  knock(move, 0.0, 720, 0.12, 0.8, rng);
  Samples capture = silence(0.45);
  knock(capture, 0.0, 170, 0.2, 0.9, rng);
  splash(capture, 0.05, 0.4, 0.9, rng);
  Samples dice = silence(0.42);
  const std::pair<double, double> knocks[] = {{0.0, 900.0}, {0.07, 1150.0}, {0.15, 820.0}, {0.24, 1040.0}, {0.31, 960.0}};
  for (const auto& [at, frequency] : knocks) knock(dice, at, frequency, 0.09, 0.55, rng);
  Samples end = silence(0.95);
  tone(end, 0.0, 440.0, 0.5, 0.35);
  tone(end, 0.16, 554.37, 0.5, 0.35);
  tone(end, 0.32, 659.25, 0.6, 0.4);
  bool ok = true;
  ok = write_wav(dir + "/move.wav", move) && ok;
  ok = write_wav(dir + "/capture.wav", capture) && ok;
  ok = write_wav(dir + "/dice.wav", dice) && ok;
  ok = write_wav(dir + "/end.wav", end) && ok;
  if (!ok) std::fprintf(stderr, "djed-make-sounds: cannot write into %s\n", dir.c_str());
  return ok ? 0 : 1;
}

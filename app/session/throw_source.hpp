#pragma once
// Where a session's dice come from: the seeded sampler of a game played on
// this computer, or throws handed in from outside (a server, a test). Only
// the first has a seed to write into a record: an online game's record must
// not carry what predicts its coming throws.
#include <cstdint>
#include <optional>

#include "djed/chance.hpp"
#include "djed/state.hpp"

namespace djed::session {

class ThrowSource {
 public:
  virtual ~ThrowSource() = default;
  // The throw for `state` (a chance node), or none yet: the throw is to
  // come from outside.
  virtual std::optional<Action> next(const State& state) = 0;
  // Whether the throws arrive from outside (the session waits for them).
  virtual bool from_outside() const = 0;
  // The seed that predicts every throw, for a record of a game played here.
  virtual std::optional<std::uint64_t> seed() const = 0;
};

// Throws drawn here, reproducibly from a seed.
class SeededThrows final : public ThrowSource {
 public:
  explicit SeededThrows(std::uint64_t seed) : seed_(seed), sampler_(seed) {}
  std::optional<Action> next(const State& state) override { return sampler_.sample(state); }
  bool from_outside() const override { return false; }
  std::optional<std::uint64_t> seed() const override { return seed_; }

 private:
  std::uint64_t seed_;
  ChanceSampler sampler_;
};

// Throws made elsewhere (a server) and handed in one by one
// (GameSession::hand_in_throw): nothing is drawn here.
class OutsideThrows final : public ThrowSource {
 public:
  std::optional<Action> next(const State&) override { return std::nullopt; }
  bool from_outside() const override { return true; }
  std::optional<std::uint64_t> seed() const override { return std::nullopt; }
};

}  // namespace djed::session

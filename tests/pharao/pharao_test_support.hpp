#pragma once
// Shared helpers of the Pharao tests: the game built from the rules core,
// positions from notation, actions and turns as strings.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <random>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "djed/game.hpp"
#include "endings.hpp"
#include "endings_solver.hpp"
#include "legal_strings.hpp"
#include "notation.hpp"
#include "pharao_game.hpp"
#include "position.hpp"

namespace pharao::test {

using djed::test::action_strings;
using djed::test::turn_strings;

inline const djed::Game& game() {
  static const auto instance = std::make_shared<PharaoGame>();
  return *instance;
}

inline djed::StatePtr at(const std::string& position) {
  auto state = game().parse_position("", position);
  EXPECT_TRUE(state.ok()) << position << ": " << (state.ok() ? "" : state.message());
  return state.ok() ? std::move(state.value()) : nullptr;
}

// The rules core's position for a written one.
inline Position position_from(const std::string& text) {
  const auto p = parse_position(text);
  EXPECT_TRUE(p.ok()) << text << ": " << (p.ok() ? "" : p.message());
  return p.ok() ? p.value() : Position{};
}

// An unthrown position with one to three pieces a side, the mover's often
// drowning and often holding the House of Beauty: where lock-ups, pushes
// and rescues decide games.
inline Position sparse_position(std::mt19937& rng) {
  Position p;
  p.side = static_cast<std::uint8_t>(rng() % 2);
  const auto place = [&](int side, int house) {
    if (!(p.occupied() & bit(house))) p.pieces[static_cast<std::size_t>(side)] |= bit(house);
  };
  if (rng() % 2) place(p.side, kNile);
  if (rng() % 2) place(p.side, kBeauty);
  for (int side : {0, 1})
    for (int n = 1 + static_cast<int>(rng() % 3); n > 0; --n) place(side, 1 + static_cast<int>(rng() % kHouses));
  return p;
}

// The endings of a last piece against up to two pieces, solved once for
// the tests (the plugin's table goes up to four; the same solver).
// Read from the file the build solved (tests/pharao/CMakeLists.txt), or
// solved here when it is missing.
inline const LastPieceEndings& endings_up_to_two() {
  static const LastPieceEndings endings = [] {
#ifdef DJED_PHARAO_TEST_ENDINGS
    if (std::filesystem::exists(DJED_PHARAO_TEST_ENDINGS)) {
      auto read = LastPieceEndings::load(DJED_PHARAO_TEST_ENDINGS);
      if (!read.ok()) throw std::runtime_error(read.message());
      if (read->max_pieces() != 2) throw std::runtime_error(DJED_PHARAO_TEST_ENDINGS ": not a table of two pieces");
      return std::move(read.value());
    }
#endif
    return solve_last_piece_endings(2, 1e-6, 2);
  }();
  return endings;
}

// An empty folder of the running test's own, removed with the object.
class TestDirectory {
 public:
  explicit TestDirectory(const std::string& prefix)
      : path_(std::filesystem::temp_directory_path() /
              (prefix + "-" + ::testing::UnitTest::GetInstance()->current_test_info()->name())) {
    std::filesystem::remove_all(path_);
    std::filesystem::create_directories(path_);
  }
  ~TestDirectory() { std::filesystem::remove_all(path_); }
  TestDirectory(const TestDirectory&) = delete;
  TestDirectory& operator=(const TestDirectory&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline bool has(const std::vector<std::string>& list, const std::string& item) {
  return std::find(list.begin(), list.end(), item) != list.end();
}

// Plays a throw (`roll:a-b`) or a turn written in notation.
inline void play(djed::State& state, const std::string& text) {
  if (text.rfind("roll:", 0) == 0) {
    auto a = state.action_from_string(text);
    ASSERT_TRUE(a.ok()) << text << ": " << (a.ok() ? "" : a.message());
    state.apply_action(*a);
    return;
  }
  auto turn = state.turn_from_string(text);
  ASSERT_TRUE(turn.ok()) << text << ": " << (turn.ok() ? "" : turn.message());
  state.apply_turn(*turn);
}

}  // namespace pharao::test

#pragma once
// Included by exactly one source file of a plugin:
//
//   #include "djed/plugin_export.hpp"
//   DJED_PLUGIN(my::MyGame)
//
// exports the ABI version and a factory that builds the game, catching every
// exception so that none crosses into the host.
#include <boost/dll/alias.hpp>
#include <exception>
#include <string>

#include "djed/game.hpp"
#include "djed/plugin_abi.hpp"

// djed_add_game_plugin() names the ABI of the package it came from; headers
// of another SDK on the include path would build a plugin no host loads.
#ifdef DJED_EXPECTED_PLUGIN_ABI
static_assert(::djed::kPluginAbiVersion == DJED_EXPECTED_PLUGIN_ABI,
              "djed/plugin_abi.hpp is not the one of the Djed package this plugin is configured with");
#endif

#define DJED_PLUGIN(GameClass)                                                  \
  namespace djed_plugin_entry {                                                 \
  std::uint32_t abi_version() noexcept { return ::djed::kPluginAbiVersion; }    \
  ::djed::Game* create_game(std::string& error) noexcept {                      \
    try {                                                                       \
      return new GameClass();                                                   \
    } catch (const std::exception& e) {                                         \
      error = e.what();                                                         \
    } catch (...) {                                                             \
      error = "unknown exception";                                              \
    }                                                                           \
    return nullptr;                                                             \
  }                                                                             \
  }                                                                             \
  BOOST_DLL_ALIAS(djed_plugin_entry::abi_version, djed_plugin_abi_version)      \
  BOOST_DLL_ALIAS(djed_plugin_entry::create_game, djed_create_game)

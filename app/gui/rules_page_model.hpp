#pragma once
// RulesPageModel: a game's rules page in parts, one row each: text
// (Markdown) or a board diagram (variant, position, marked squares), as
// split_rules_page (app/session) reads the page. Split once per language,
// not on every read.
#include <QAbstractListModel>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>
#include <string>
#include <vector>

#include "djed/rules_page.hpp"

namespace djed::gui {

class RulesPageModel : public QAbstractListModel {
  Q_OBJECT
  QML_ELEMENT
  QML_UNCREATABLE("Owned by a SessionModel")
  Q_PROPERTY(int count READ rowCount NOTIFY countChanged)

 public:
  enum Role { KindRole = Qt::UserRole + 1, TextRole, VariantRole, PositionRole, MarksRole };

  explicit RulesPageModel(QObject* parent = nullptr) : QAbstractListModel(parent) {}

  // The page (Markdown with fenced board blocks) split into its parts.
  void set_page(const std::string& page);
  // One part as a map ({kind, text} or {kind, variant, position, marks}).
  Q_INVOKABLE QVariantMap get(int row) const;

  int rowCount(const QModelIndex& parent = {}) const override;
  QVariant data(const QModelIndex& index, int role) const override;
  QHash<int, QByteArray> roleNames() const override;

 signals:
  void countChanged();

 private:
  std::vector<djed::RulesSection> sections_;
};

}  // namespace djed::gui
